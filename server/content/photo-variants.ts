import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PHOTO_VARIANT_WIDTHS } from '../../api-client/contract/photos.ts';
import type { PhotoFileFacts } from './photo-file.ts';

/** A smaller copy of a photograph, for screens that would waste the original's pixels. */
export interface PhotoVariant {
  width: number;
  height: number;
  mediaType: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const JPEG_QUALITY = 80;

// Loaded on first use: only setting a photograph needs the codecs, not the server's start.
const codecs = async () => {
  const [{ createJimp }, png, jpeg, { methods: resize }] = await Promise.all([import('@jimp/core'), import('@jimp/js-png'), import('@jimp/js-jpeg'), import('@jimp/plugin-resize')]);
  return createJimp({ formats: [png.default, jpeg.default], plugins: [resize] });
};
let jimp: ReturnType<typeof codecs> | null = null;

/** WebP is decoded by libwebp compiled to WebAssembly, its module read from the package (Node cannot fetch a file: URL). */
async function decodeWebp(bytes: Buffer): Promise<Pixels> {
  const { default: decode, init } = await import('@jsquash/webp/decode.js');
  const wasmPath = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm');
  await init(await WebAssembly.compile(await readFile(wasmPath)));
  return decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** The widths a photograph `width` px wide is also served at: the standard ones it is wider than. */
export const variantWidthsFor = (width: number): number[] => PHOTO_VARIANT_WIDTHS.filter((candidate) => candidate < width);

/**
 * The photograph at each narrower standard width, largest first, each scaled from the one before
 * (a gentler step than from the original), as JPEG unless it has transparency to keep.
 * Null when the file cannot be decoded though its header looked right (a cut-off export).
 */
export async function makePhotoVariants(bytes: Buffer, facts: PhotoFileFacts): Promise<PhotoVariant[] | null> {
  const widths = variantWidthsFor(facts.width).reverse();
  if (widths.length === 0) return [];
  const Jimp = await (jimp ??= codecs());
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    if (facts.mediaType === 'image/webp') {
      const pixels = await decodeWebp(bytes);
      image = Jimp.fromBitmap({ data: Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), width: pixels.width, height: pixels.height });
    } else {
      image = await Jimp.read(bytes);
    }
  } catch {
    return null;
  }
  const transparent = facts.mediaType !== 'image/jpeg' && image.hasAlpha();
  const variants: PhotoVariant[] = [];
  for (const width of widths) {
    image.resize({ w: width });
    const encoded = transparent ? await image.getBuffer('image/png') : await image.getBuffer('image/jpeg', { quality: JPEG_QUALITY });
    variants.push({ width, height: image.height, mediaType: transparent ? 'image/png' : 'image/jpeg', bytes: encoded });
  }
  return variants;
}
