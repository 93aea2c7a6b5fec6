import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPhoto, readAdminPhotos, readCardPhotos, readPhotoFile, writePhoto } from '../content/photos.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { gradientJpeg } from '../test/test-photos.ts';
import { addDemoPhotos } from './demo-photos.ts';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test?.drop());

describe('the demo restaurant’s pictures', () => {
  it('fill the four slots, each a small file described in both languages, with a copy for phones', async () => {
    await addDemoPhotos(test.db);
    const photos = await readCardPhotos(test.db);
    expect(photos.map((photo) => photo.slot)).toEqual(['hero', 'dishes', 'counter', 'chef']);
    for (const photo of photos) {
      expect(photo.alt_en).toMatch(/^Drawing of /);
      expect(photo.alt_zh).toMatch(/^插画：/);
      expect(photo.variants.map((variant) => variant.width)).toContain(480);
      const file = (await readPhotoFile(test.db, photo.slot))!;
      expect(file.mediaType).toBe('image/webp');
      expect(file.bytes.length).toBeLessThan(60 * 1024);
    }
  }, 60_000);

  it("leave a photograph the restaurant already put in where it is", async () => {
    await writePhoto(test.db, 'hero', await checkPhoto(await gradientJpeg(1200, 800)), { alt_en: 'Our counter', alt_zh: '我们的吧台' });
    await addDemoPhotos(test.db);
    const slots = await readAdminPhotos(test.db);
    expect(slots.find((slot) => slot.slot === 'hero')!.photo).toMatchObject({ media_type: 'image/jpeg', alt_en: 'Our counter', alt_zh: '我们的吧台' });
    expect(slots.filter((slot) => slot.photo?.media_type === 'image/webp').map((slot) => slot.slot)).toEqual(['dishes', 'counter', 'chef']);
  }, 60_000);
});
