import type { z } from 'zod';
import type { RouteName } from './endpoints.ts';
import type { CommonRefusal, ScopeRefusal } from './refusals.ts';
import type { routes } from './routes.ts';

/**
 * Types read off the route table, for code that must not carry zod (the client in the embed):
 * importing only types keeps the schemas out of the bundle.
 */
type Routes = typeof routes;
type Answers<N extends RouteName> = Routes[N]['answers'];
type Success<A> = A extends { 200: infer S } ? S : A extends { 201: infer S } ? S : A extends { 204: infer S } ? S : never;

/** What the call answers when it succeeds. */
export type AnswerOf<N extends RouteName> = Success<Answers<N>> extends z.ZodType ? z.output<Success<Answers<N>>> : never;

/** What the call takes as its body, query and path parameters. */
export type BodyOf<N extends RouteName> = Routes[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type ParamsOf<N extends RouteName> = Routes[N] extends { params: infer P extends z.ZodType } ? z.input<P> : never;

/** Every `error` key the call may be refused with: its route's list and the common keys of its scope (refusals.ts). */
export type RefusalOf<N extends RouteName> =
  | (Routes[N] extends { refusals: readonly (infer K)[] } ? K : never)
  | CommonRefusal
  | ScopeRefusal<Routes[N]['scope']>;
