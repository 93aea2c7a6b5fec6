import type { FastifyInstance } from 'fastify';
import { checkPhoto, photoSlot, readAdminPhotos, removePhoto, writePhoto } from '../../content/photos.ts';
import type { Queryable } from '../../db/database.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';
import { serve } from '../../plugins/serve.ts';

/** `npm run admin -- photo list | photo set SLOT FILE | photo remove SLOT`: the restaurant's photographs. */
export async function adminPhotoRoutes(app: FastifyInstance): Promise<void> {
  const slotAnswer = async (db: Queryable, slot: string) => (await readAdminPhotos(db)).find((entry) => entry.slot === slot)!;
  // What the audit keeps of a slot: the picture's size and its descriptions, not its bytes.
  const described = ({ slot, photo }: Awaited<ReturnType<typeof slotAnswer>>) =>
    photo ? { slot, width: photo.width, height: photo.height, bytes: photo.bytes, alt_en: photo.alt_en, alt_zh: photo.alt_zh } : { slot, photo: null };

  serve(app, 'admin_photos', async () => readAdminPhotos(app.db));

  serve(
    app,
    'admin_set_photo',
    async (request) => {
      const slot = photoSlot(request.params.slot);
      const { image, alt_en, alt_zh } = request.body;
      const photo = await checkPhoto(Buffer.from(image, 'base64'));
      const { actor, now } = staffContextOf(app, request);
      return app.db.transaction(async (tx) => {
        const before = await slotAnswer(tx, slot);
        await writePhoto(tx, slot, photo, { alt_en, alt_zh });
        const after = await slotAnswer(tx, slot);
        await recordAudit(tx, { actor, action: 'photo.set', before: described(before), after: described(after) }, now);
        return after;
      });
    },
    // Room for a camera's file, so that one too large is told its size and how to export it.
    { bodyLimit: 12 * 1024 * 1024 },
  );

  serve(app, 'admin_remove_photo', async (request) => {
    const slot = photoSlot(request.params.slot);
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const before = await slotAnswer(tx, slot);
      await removePhoto(tx, slot);
      await recordAudit(tx, { actor, action: 'photo.remove', before: described(before), after: { slot, photo: null } }, now);
      return slotAnswer(tx, slot);
    });
  });
}
