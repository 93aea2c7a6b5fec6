import { describe, expect, it } from 'vitest';
import { jpegHead, plainPng } from '../test/test-photos.ts';
import { photoFileFacts } from './photo-file.ts';

const webpVp8x = (width: number, height: number) => {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'latin1');
  b.write('WEBPVP8X', 8, 'latin1');
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
};

describe('what a photograph file is, by its bytes', () => {
  it('reads the type and pixel size of a PNG, a JPEG and a WebP', () => {
    expect(photoFileFacts(plainPng(640, 400))).toEqual({ mediaType: 'image/png', width: 640, height: 400 });
    expect(photoFileFacts(jpegHead(1600, 900))).toEqual({ mediaType: 'image/jpeg', width: 1600, height: 900 });
    expect(photoFileFacts(webpVp8x(1200, 800))).toEqual({ mediaType: 'image/webp', width: 1200, height: 800 });
  });

  it('refuses what is not a photograph, whatever it is called', () => {
    expect(photoFileFacts(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'))).toBeNull();
    expect(photoFileFacts(Buffer.from('GIF89a\x0a\x00\x0a\x00' + ' '.repeat(30), 'latin1'))).toBeNull();
    expect(photoFileFacts(Buffer.from('%PDF-1.7 ' + 'x'.repeat(40)))).toBeNull();
    expect(photoFileFacts(jpegHead(800, 600).subarray(0, 24))).toBeNull();
  });
});
