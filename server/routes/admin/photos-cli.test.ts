import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { photoFileFacts } from '../../content/photo-file.ts';
import { gradientJpeg, plainPng, plainWebp } from '../../test/test-photos.ts';

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer('photos');
  // A new demo database is given the demo's drawings: these tests start from empty slots.
  const listed = (await cli.admin('photo', 'list')).stdout;
  for (const [, slot] of listed.matchAll(/^(\w+): (?!empty)/gm)) await cli.admin('photo', 'remove', slot!);
}, 60_000);
afterAll(() => cli?.close());

const admin = (...args: string[]) => cli.admin(...args);
const card = () => fetch(`${cli.server.url}/api/restaurant`).then((r) => r.json() as Promise<RestaurantCard>);
const file = async (name: string, bytes: Buffer | string) => {
  const where = path.join(cli.dataDir, name);
  await writeFile(where, bytes);
  return where;
};

describe('npm run admin -- photo', () => {
  it('fills a slot; guests get the file with its size, both descriptions and a year of caching', async () => {
    expect((await admin('photo', 'list')).stdout).toMatch(/^hero: empty[\s\S]*^chef: empty/m);
    const png = plainPng(640, 400);
    const saved = (await admin('photo', 'set', 'hero', await file('hero.png', png), '--alt-en', 'The counter at night', '--alt-zh', '夜晚的吧台')).stdout;
    expect(saved).toContain('hero saved; guests see it from their next page load.');
    expect(saved).toMatch(/hero: image\/png, 640 x 400 px, \d+ KB/);

    const [hero] = (await card()).photos;
    expect(hero).toMatchObject({ slot: 'hero', width: 640, height: 400, alt_en: 'The counter at night', alt_zh: '夜晚的吧台' });
    const served = await fetch(`${cli.server.url}${hero!.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    // A new photograph without descriptions keeps them, under a new URL.
    await admin('photo', 'set', 'hero', await file('hero2.png', plainPng(800, 500, [30, 30, 30])));
    const [newer] = (await card()).photos;
    expect(newer).toMatchObject({ width: 800, height: 500, alt_en: 'The counter at night', alt_zh: '夜晚的吧台' });
    expect(newer!.url).not.toBe(hero!.url);
  }, 60_000);

  it('refuses what is not a photograph, too large a file and an unknown slot in both languages, changing nothing', async () => {
    const before = (await card()).photos;
    const svg = await file('logo.jpg', '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600"/></svg>');
    await expect(admin('photo', 'set', 'dishes', svg)).rejects.toMatchObject({ stderr: expect.stringMatching(/not a JPEG, PNG or WebP photograph.*不是 JPEG、PNG 或 WebP/) });
    const noisy = Buffer.concat([plainPng(640, 400), Buffer.alloc(700 * 1024, 7)]);
    await expect(admin('photo', 'set', 'dishes', await file('big.png', noisy))).rejects.toMatchObject({ stderr: expect.stringMatching(/at most 600 KB.*最多允许 600 KB/) });
    await expect(admin('photo', 'set', 'dishes', await file('tiny.png', plainPng(200, 200)))).rejects.toMatchObject({ stderr: expect.stringMatching(/at least 480 px wide.*宽度至少 480 像素/) });
    await expect(admin('photo', 'set', 'lobby', await file('ok.png', plainPng(640, 400)))).rejects.toMatchObject({ stderr: expect.stringMatching(/no photograph slot "lobby"; the slots are: hero, dishes, counter, chef.*没有名为/) });
    expect((await card()).photos).toEqual(before);
  }, 60_000);

  it('serves a large photograph at narrower widths too, each a real file of that width kept a year', async () => {
    const original = await gradientJpeg(2400, 1600);
    const saved = (await admin('photo', 'set', 'counter', await file('counter.jpg', original))).stdout;
    expect(saved).toContain('also served 480, 800, 1200, 1600 px wide');
    const counter = (await card()).photos.find((photo) => photo.slot === 'counter')!;
    expect(counter.variants.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
    for (const variant of counter.variants) {
      const served = await fetch(`${cli.server.url}${variant.url}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(photoFileFacts(bytes)).toEqual({ mediaType: 'image/jpeg', width: variant.width, height: Math.round((variant.width * 2) / 3) });
      expect(bytes.length).toBeLessThan(original.length);
    }
    // A WebP is read too; a photograph no wider than 480 px has no narrower copy.
    await admin('photo', 'set', 'chef', await file('chef.webp', await plainWebp(1000, 1250)));
    await admin('photo', 'set', 'dishes', await file('dish.png', plainPng(480, 320)));
    const photos = (await card()).photos;
    expect(photos.find((photo) => photo.slot === 'chef')!.variants.map((variant) => variant.width)).toEqual([480, 800]);
    expect(photos.find((photo) => photo.slot === 'dishes')!.variants).toEqual([]);
    // Replaced by a narrower photograph, the slot's old widths go with the old file.
    await admin('photo', 'set', 'counter', await file('counter-small.jpg', await gradientJpeg(900, 600)));
    expect((await card()).photos.find((photo) => photo.slot === 'counter')!.variants.map((variant) => variant.width)).toEqual([480, 800]);
    const gone = await fetch(`${cli.server.url}${counter.variants[3]!.url}`);
    expect(gone.headers.get('cache-control')).toBe('public, max-age=60');
    for (const slot of ['counter', 'chef', 'dishes']) await admin('photo', 'remove', slot);
  }, 120_000);

  it('empties a slot: the card drops it and its file is gone', async () => {
    const [hero] = (await card()).photos;
    expect((await admin('photo', 'remove', 'hero')).stdout).toContain('hero emptied');
    expect((await card()).photos).toEqual([]);
    expect((await fetch(`${cli.server.url}${hero!.url}`)).status).toBe(404);
  }, 30_000);
});
