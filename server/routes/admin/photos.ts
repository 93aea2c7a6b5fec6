import type { FastifyInstance } from 'fastify';
import { checkPhoto, photoSlot, readAdminPhotos, removePhoto, writePhoto } from '../../content/photos.ts';
import { serve } from '../serve.ts';

/** `npm run admin -- photo list | photo set SLOT FILE | photo remove SLOT`: the restaurant's photographs. */
export async function adminPhotoRoutes(app: FastifyInstance): Promise<void> {
  const slotAnswer = async (slot: string) => (await readAdminPhotos(app.db)).find((entry) => entry.slot === slot)!;

  serve(app, 'admin_photos', async () => readAdminPhotos(app.db));

  serve(
    app,
    'admin_set_photo',
    async (request) => {
      const slot = photoSlot(request.params.slot);
      const { image, alt_en, alt_zh } = request.body;
      const photo = await checkPhoto(Buffer.from(image, 'base64'));
      await app.db.transaction((tx) => writePhoto(tx, slot, photo, { alt_en, alt_zh }));
      return slotAnswer(slot);
    },
    // Room for a camera's file, so that one too large is told its size and how to export it.
    { bodyLimit: 12 * 1024 * 1024 },
  );

  serve(app, 'admin_remove_photo', async (request) => {
    const slot = photoSlot(request.params.slot);
    await app.db.transaction((tx) => removePhoto(tx, slot));
    return slotAnswer(slot);
  });
}
