import type { FastifyInstance } from 'fastify';
import { serve } from '../plugins/serve.ts';

/** GET /api/openapi.json: the route table as OpenAPI 3.1 (openapi/openapi-plugin.ts makes it). */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'openapi', async () => {
    const document = app.swagger();
    if (!('openapi' in document)) throw new Error('The API document is not OpenAPI 3.');
    return { ...document, paths: document.paths ?? {} };
  });
}
