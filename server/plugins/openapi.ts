import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../api-client/contract/common.ts';

const fromZod = createJsonSchemaTransform({});
const refusal = z.toJSONSchema(apiErrorBodySchema, { target: 'draft-2020-12' });

/**
 * The OpenAPI document of the route table, for the restaurant's integrators: every route served
 * from the table (serve.ts), with its summary, scope as tag, inputs and answers, and the one
 * refusal body for every 4xx it does not describe itself. Pages and files are left out.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Table reservations API',
          version: '1',
          description: 'Refusals answer {message, error, errors?}: error is a key to translate, errors maps fields to keys.',
        },
      },
      transform: (document) => {
        const { config } = document.route;
        const name = (config as { route?: string } | undefined)?.route;
        if (!name) return { schema: { hide: true }, url: document.url };
        const { schema, url } = fromZod(document);
        const response = { ...(schema.response as Record<string, unknown>) };
        if (!Object.keys(response).some((status) => status.startsWith('4'))) response['4xx'] = refusal;
        return { schema: { ...schema, response }, url };
      },
    });
  },
  { name: 'openapi' },
);
