import { z } from 'zod';
import { apiErrorBodySchema } from '../../api-client/contract/common.ts';
import type { Scope } from '../../api-client/contract/endpoints.ts';
import { routes, type Route } from '../../api-client/contract/routes.ts';
import { completeAnswers } from './answers.ts';
import { SCOPE_TAGS, describe } from './descriptions.ts';
import { securityOf, securitySchemes } from './security.ts';

type Operation = { operationId?: string; responses?: Parameters<typeof completeAnswers>[1] } & Record<string, unknown>;
type Paths = Record<string, Record<string, Operation>>;
export interface OpenApiObject {
  paths?: Paths;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

const { $schema: _dialect, ...refusalSchema } = z.toJSONSchema(apiErrorBodySchema, { target: 'draft-2020-12' });

const routeNamed = (name: string | undefined): Route | undefined => (name && name in routes ? routes[name as keyof typeof routes] : undefined);

/** The route table's operation, with what the table says beyond its schemas: who may call it, its description, every answer. */
function completeOperation(operation: Operation): Operation {
  const route = routeNamed(operation.operationId);
  if (!route) throw new Error(`The OpenAPI operation ${operation.operationId ?? '(unnamed)'} is not in the route table.`);
  return { ...operation, description: describe(route), security: securityOf(route), responses: completeAnswers(route, operation.responses ?? {}) };
}

/**
 * The generated document made complete for integrators: the server it is served from, the scopes
 * as declared tags, the security schemes, and on each operation its security, description and
 * every answer with its media type and headers.
 */
export function completeDocument(document: OpenApiObject, publicUrl: string): OpenApiObject {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, methods]) => [
      path,
      Object.fromEntries(Object.entries(methods).map(([method, operation]) => [method, completeOperation(operation)])),
    ]),
  );
  return {
    ...document,
    servers: [{ url: publicUrl, description: "The restaurant's server (PUBLIC_URL)" }],
    tags: Object.entries(SCOPE_TAGS).map(([name, description]) => ({ name: name as Scope, description })),
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Refusal: refusalSchema },
      securitySchemes: securitySchemes(publicUrl),
    },
  };
}
