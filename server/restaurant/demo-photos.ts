import { readdir, readFile } from 'node:fs/promises';
import type { PhotoSlot } from '../../api-client/contract/photos.ts';
import type { Database } from '../db/database.ts';
import { photoFileFacts } from '../content/photo-file.ts';
import { writePhoto, type CheckedPhoto } from '../content/photos.ts';
import type { PhotoVariant } from '../content/photo-variants.ts';

/** The demo's drawings (server/db/demo-photos/README.md), each described as a drawing in both languages. */
export const DEMO_PHOTOS: readonly { slot: PhotoSlot; alt_en: string; alt_zh: string }[] = [
  { slot: 'hero', alt_en: 'Drawing of the counter at night: ten stools under three warm lamps, facing the kitchen', alt_zh: '插画：夜晚的吧台，三盏暖灯下的十张高脚凳面向厨房' },
  { slot: 'dishes', alt_en: 'Drawing of a course seen from above: crab on aged vinegar in a white dish, chopsticks beside it', alt_zh: '插画：俯视的一道菜，白瓷盘中陈醋上的蟹肉，旁边放着筷子' },
  { slot: 'counter', alt_en: 'Drawing of a steaming bowl and a cup of tea on the wooden counter', alt_zh: '插画：木质吧台上一碗热气腾腾的汤和一杯茶' },
  { slot: 'chef', alt_en: "Drawing of the chef's knife on a cutting board with sliced radish and spring onion", alt_zh: '插画：砧板上的主厨刀，旁边是切好的萝卜片和葱' },
];

const FOLDER = new URL('../db/demo-photos/', import.meta.url);

/** A slot's drawing as a checked photograph: `SLOT.webp` and its copies `SLOT-WIDTH.jpg`, all made beforehand. */
async function demoPhoto(slot: PhotoSlot, files: readonly string[]): Promise<CheckedPhoto> {
  const read = async (file: string) => {
    const bytes = await readFile(new URL(file, FOLDER));
    const facts = photoFileFacts(bytes);
    if (!facts) throw new Error(`server/db/demo-photos/${file} is not a picture`);
    return { bytes, ...facts };
  };
  const original = await read(`${slot}.webp`);
  const copies = files.filter((file) => new RegExp(`^${slot}-\\d+\\.jpg$`).test(file));
  const variants: PhotoVariant[] = [];
  for (const file of copies) {
    const { bytes, width, height } = await read(file);
    variants.push({ bytes, width, height, mediaType: 'image/jpeg' });
  }
  return { bytes: original.bytes, mediaType: original.mediaType, width: original.width, height: original.height, variants };
}

/** Puts the demo's drawings in the photograph slots still empty, so a new demo shows a restaurant with pictures. */
export async function addDemoPhotos(db: Database): Promise<void> {
  const files = await readdir(FOLDER);
  const photos = await Promise.all(DEMO_PHOTOS.map(async (demo) => ({ ...demo, photo: await demoPhoto(demo.slot, files) })));
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ slot: PhotoSlot }>('select slot from restaurant_photos');
    for (const { slot, photo, alt_en, alt_zh } of photos) {
      if (!rows.some((row) => row.slot === slot)) await writePhoto(tx, slot, photo, { alt_en, alt_zh });
    }
  });
}
