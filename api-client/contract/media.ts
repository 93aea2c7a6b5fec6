import { z } from 'zod';

declare module 'zod' {
  interface GlobalMeta {
    /** The media types an answer or body is sent as, when not JSON; the OpenAPI document lists them. */
    media?: readonly string[];
  }
}

/** A body sent as `media` rather than JSON (a page, a file, a stream), described for the OpenAPI document. */
export const sentAs = (media: readonly string[], description: string) => z.string().meta({ description, media });

export const html = sentAs(['text/html'], 'An HTML page');
export const text = sentAs(['text/plain'], 'Plain text');

/** The media types `schema` is sent as; JSON unless it says otherwise. */
export const mediaOf = (schema: z.ZodType): readonly string[] => schema.meta()?.media ?? ['application/json'];
