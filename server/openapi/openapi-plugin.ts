import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, type OpenApiObject } from './complete-document.ts';

const fromZod = createJsonSchemaTransform({});

/**
 * The OpenAPI document of the route table, for the restaurant's integrators: every route served
 * from the table (serve.ts) with its inputs and answers, completed by server/openapi from what the
 * table says (scope, media, cache). Pages and files outside the table are left out.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Table reservations API',
          version: '1',
          description:
            'Every call of the restaurant\'s route table. Refusals answer {message, error, errors?}: error is a key to translate, errors maps fields to keys. ' +
            'A guest books by: GET /sanctum/csrf-cookie (x-session-token), the restaurant card and slots, start_booking, a one-time code (send_sms or send_email, verify_otp), ' +
            'update_booking with the details, a payment, fetch_booking.',
        },
      },
      transform: (document) => {
        const { config } = document.route;
        const name = (config as { route?: string } | undefined)?.route;
        if (!name) return { schema: { hide: true }, url: document.url };
        return fromZod(document);
      },
      transformObject: (documents) => completeDocument(('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject) as OpenApiObject, app.config.PUBLIC_URL) as never,
    });
  },
  { name: 'openapi' },
);
