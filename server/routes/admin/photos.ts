import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_LIMITS } from '../../../api-client/contract/photos.ts';
import { checkPhoto, photoSlot, readAdminPhotos, readPhotoRequest, removePhoto, writePhoto } from '../../content/photos.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { receiveRequestBody } from '../../lib/receive-upload.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';
import { serve } from '../../plugins/serve.ts';

/** Room for a camera's file, so that one too large is told its size and how to export it. */
const LARGEST_UPLOAD = 12 * 1024 * 1024;

const uploadTooLarge = () =>
  new AppError(
    413,
    'upload_too_large',
    `This upload is larger than ${LARGEST_UPLOAD / 1024 ** 2} MB; a photograph is at most ${PHOTO_LIMITS.maxBytes / 1024} KB: export it at most 2000 px wide at about 80% quality. / 上传内容超过 ${LARGEST_UPLOAD / 1024 ** 2} MB；照片最多 ${PHOTO_LIMITS.maxBytes / 1024} KB：请以不超过 2000 像素宽、约 80% 的质量导出。`,
  );

/** `npm run admin -- photo list | photo set SLOT FILE | photo remove SLOT`: the restaurant's photographs. */
export async function adminPhotoRoutes(app: FastifyInstance): Promise<void> {
  const slotAnswer = async (db: Queryable, slot: string) => (await readAdminPhotos(db)).find((entry) => entry.slot === slot)!;
  // What the audit keeps of a slot: the picture's size and its descriptions, not its bytes.
  const described = ({ slot, photo }: Awaited<ReturnType<typeof slotAnswer>>) =>
    photo ? { slot, width: photo.width, height: photo.height, bytes: photo.bytes, alt_en: photo.alt_en, alt_zh: photo.alt_zh } : { slot, photo: null };

  // A photograph's request goes to a file in the data folder as it arrives, and is read from there
  // only when it is small enough to hold a photograph within the limits.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, body: Readable) => {
    const file = await receiveRequestBody(request, body, app.config.DATA_DIR, uploadTooLarge);
    try {
      const text = await readPhotoRequest(file);
      return await new Promise((resolve, reject) => parseJson(request, text, (error, value) => (error ? reject(error) : resolve(value))));
    } finally {
      await rm(file, { force: true });
    }
  });

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
    { bodyLimit: LARGEST_UPLOAD },
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
