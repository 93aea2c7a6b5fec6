import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { InputRefused, zodDetail, zodErrorsToMap } from '../lib/input-refusal.ts';

/**
 * Answers are serialized through the route table's schemas too, so one the table does not allow is a 500
 * and a log line, never a guest-visible surprise. A missing body counts as `{}` so that its fields are
 * reported as missing one by one.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    return result.success ? { value: result.data } : { error: new InputRefused(zodErrorsToMap(result.error), undefined, zodDetail(result.error)) };
  };

export const contractPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'contract' },
);
