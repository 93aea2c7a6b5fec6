import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Answer {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
}
export interface ServedDocument {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Answer> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The schema with each `#/components/schemas/...` reference replaced by what it names. */
function inlined(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, components));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return inlined(components[ref.slice('#/components/schemas/'.length)], components);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlined(value, components)]));
}

/**
 * Holds an HTTP answer to what the served document says of it: the status listed (or its range),
 * the media type it was sent as, its required headers, and a JSON body valid against its schema.
 * Answers the operation's id.
 */
export function answerValidator(document: ServedDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const components = document.components?.schemas ?? {};
  return async (method: string, schemaPath: string, response: Response): Promise<string> => {
    const operation = document.paths[schemaPath]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${schemaPath} is not in the document`);
    const status = String(response.status);
    const answer = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    const where = `${operation.operationId} ${status}`;
    if (!answer) throw new Error(`${where}: the document lists no such answer`);
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      if (header.required && !response.headers.has(name)) throw new Error(`${where}: no ${name} header`);
    }
    const body = await response.clone().text();
    if (!answer.content) {
      if (body !== '') throw new Error(`${where}: a body the document does not describe`);
      return operation.operationId;
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const media = answer.content[type];
    if (!media) throw new Error(`${where}: sent as ${type}, the document says ${Object.keys(answer.content).join(', ')}`);
    if (type === 'application/json' && media.schema !== undefined) {
      const validate = ajv.compile(inlined(media.schema, components) as object);
      if (!validate(JSON.parse(body))) throw new Error(`${where}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`);
    }
    return operation.operationId;
  };
}

export type AnswerValidator = ReturnType<typeof answerValidator>;
