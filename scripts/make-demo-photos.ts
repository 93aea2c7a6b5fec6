import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { PHOTO_VARIANT_WIDTHS } from '../api-client/contract/photos.ts';

/**
 * `npx tsx scripts/make-demo-photos.ts`: the demo's drawings (server/db/demo-photos) as WebP and the narrower JPEG
 * copies the server would make, so seeding does no image work; a copy larger than the WebP is left out.
 */
const folder = fileURLToPath(new URL('../server/db/demo-photos/', import.meta.url));
const MAX_BYTES = 60 * 1024;

async function draw(page: Page, svg: string, width: number, type: 'image/webp' | 'image/jpeg'): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ([source, wide, mediaType]) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = wide;
      canvas.height = Math.round((image.naturalHeight * wide) / image.naturalWidth);
      canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL(mediaType, 0.8);
    },
    [svg, width, type] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.svg')).sort()) {
    const svg = await readFile(path.join(folder, name), 'utf8');
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    const base = name.replace(/\.svg$/, '');
    const original = await draw(page, svg, width, 'image/webp');
    const copies: (readonly [string, Buffer])[] = [];
    for (const narrower of PHOTO_VARIANT_WIDTHS.filter((candidate) => candidate < width)) copies.push([`${base}-${narrower}.jpg`, await draw(page, svg, narrower, 'image/jpeg')]);
    for (const [file, bytes] of [[`${base}.webp`, original] as const, ...copies.filter(([, bytes]) => bytes.length < original.length)]) {
      if (bytes.length > MAX_BYTES) throw new Error(`${file}: ${bytes.length} bytes, over the demo's ${MAX_BYTES}`);
      await writeFile(path.join(folder, file), bytes);
      console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
}
