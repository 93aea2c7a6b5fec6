import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, as a camera's export would be for the server and a browser alike. */
export function plainPng(width: number, height: number, [r, g, b]: [number, number, number] = [120, 60, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The first bytes of a baseline JPEG of `width` x `height` (APP0, then the frame header): enough to be read as one. */
export function jpegHead(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...frame, 0xff, 0xd9]);
}

/** A real JPEG of `width` x `height`, a gradient so it compresses as a photograph would, not as one flat colour. */
export async function gradientJpeg(width: number, height: number): Promise<Buffer> {
  const [{ createJimp }, jpeg] = await Promise.all([import('@jimp/core'), import('@jimp/js-jpeg')]);
  const Jimp = createJimp({ formats: [jpeg.default] });
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set([(x * 255) / width, (y * 255) / height, 90, 255], (y * width + x) * 4);
  }
  return Jimp.fromBitmap({ data, width, height }).getBuffer('image/jpeg', { quality: 70 });
}

/** A real lossy WebP of one colour, encoded by libwebp (WebAssembly, its module read from the package). */
export async function plainWebp(width: number, height: number): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  const { createRequire } = await import('node:module');
  const { default: encode, init } = await import('@jsquash/webp/encode.js');
  await init(await WebAssembly.compile(await readFile(createRequire(import.meta.url).resolve('@jsquash/webp/codec/enc/webp_enc.wasm'))));
  const data = new Uint8ClampedArray(width * height * 4).map((_, index) => (index % 4 === 3 ? 255 : 140));
  return Buffer.from(await encode({ data, width, height, colorSpace: 'srgb' } as ImageData));
}
