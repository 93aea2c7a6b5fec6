import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Compressed sizes as a server or CDN would send them: gzip -9 and brotli at its best quality. */
export interface Compressed {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSize(content: string | Buffer): Compressed {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sumSizes(sizes: Iterable<Compressed>): Compressed {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const size of sizes) {
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
