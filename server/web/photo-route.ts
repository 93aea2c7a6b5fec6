import type { FastifyInstance } from 'fastify';
import { readPhotoFile } from '../content/photos.ts';
import { notFound } from '../lib/errors.ts';
import { serve } from '../plugins/serve.ts';

const A_YEAR = 'public, max-age=31536000, immutable';
/** A URL of a replaced photograph (a card read a minute ago) or of a width it lacks: what there is, kept briefly. */
const BRIEFLY = 'public, max-age=60';

/** The restaurant's photographs for the site: the URL names the file's content, so browsers keep it. */
export async function photoRoute(app: FastifyInstance): Promise<void> {
  serve(app, 'photo', async (request, reply) => {
    const { slot, file } = request.params;
    const width = /-(\d+)\./.exec(file)?.[1];
    const photo = await readPhotoFile(app.db, slot, width === undefined ? null : Number(width));
    if (!photo) throw notFound('photo_not_found', `No photograph is in the slot ${slot}.`);
    return reply
      .type(photo.mediaType)
      .header('cache-control', file.startsWith(photo.digest) && photo.asked ? A_YEAR : BRIEFLY)
      .header('etag', `"${photo.digest}${photo.asked && width !== undefined ? `-${width}` : ''}"`)
      .send(photo.bytes);
  });
}
