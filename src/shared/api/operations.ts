import type { paths } from './schema.gen';

/**
 * Types of one operation of the OpenAPI document, so endpoints are typed from the
 * generated schema instead of hand-written interfaces.
 */
type Method = 'get' | 'post';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body of the 200 response (the envelope). */
export type ResponseOf<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The `data` of the 200 envelope. */
export type DataOf<P extends keyof paths, M extends Method = 'post'> = ResponseOf<P, M> extends { data?: infer D } ? D : never;

/** The JSON request body. */
export type BodyOf<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query parameters. */
export type QueryOf<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
