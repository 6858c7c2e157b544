import type {
  Api, BaseQueryFn, DefinitionsFromApi, EndpointDefinitions, MutationDefinition, OverrideResultType, QueryArgFrom, QueryDefinition, ResultTypeFrom,
} from '@reduxjs/toolkit/query/react';
import type { PortalArgs } from './baseQuery';
import { generatedApi } from './endpoints.gen';

type Generated = DefinitionsFromApi<typeof generatedApi>;
type EndpointName = keyof Generated;

/** The JSON answer (the envelope) of a generated endpoint, as the document describes it: what its `transformResponse` receives. */
export type ResponseOfEndpoint<Name extends EndpointName> = ResultTypeFrom<Generated[Name]>;

/** What a generated endpoint is called with: its body, its one parameter, or an object of them. */
export type ArgOfEndpoint<Name extends EndpointName> = QueryArgFrom<Generated[Name]>;

/** The `data` of that envelope, for `dataShape`. */
export type DataOfEndpoint<Name extends EndpointName> = ResponseOfEndpoint<Name> extends { data?: infer Data } ? Data : never;

/**
 * The generated endpoints (endpoints.gen.ts) with what a slice decides: `Results` gives the
 * result type each named endpoint's `transformResponse` (or `queryFn`) returns, for the
 * hooks and `initiate` (RTK Query's OverrideResultType). Use with `enhanceEndpoints`:
 *
 *   generatedApi.enhanceEndpoints<never, WithResults<{ getX: number | null }>>({
 *     endpoints: { getX: { transformResponse: (response: ResponseOfEndpoint<'getX'>) => response.data ?? null } },
 *   })
 */
export type WithResults<Results extends { [Name in EndpointName]?: unknown }> = {
  [Name in keyof Results & keyof Generated]: OverrideResultType<Generated[Name], Results[Name]>;
};

/** A query or mutation definition called with `Arg` instead of the document's argument. */
type CalledWith<Definition, Arg> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the argument being replaced
  Definition extends QueryDefinition<any, infer BaseQuery, infer Tags, infer Result, infer Path> ? QueryDefinition<Arg, BaseQuery, Tags, Result, Path>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the argument being replaced
  : Definition extends MutationDefinition<any, infer BaseQuery, infer Tags, infer Result, infer Path> ? MutationDefinition<Arg, BaseQuery, Tags, Result, Path>
  : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any enhanced API of the one baseApi
type AnyApi = Api<BaseQueryFn, EndpointDefinitions, string, string, any>;

/** The API with the named endpoints called with the slice's own arguments (`withOwnRequests`). */
type WithOwnArgs<A, Args> = A extends Api<infer BaseQuery, infer Definitions, infer Path, infer Tags, infer Modules>
  ? Api<BaseQuery, Omit<Definitions, keyof Args> & { [Name in keyof Args & keyof Definitions]: CalledWith<Definitions[Name], Args[Name]> }, Path, Tags, Modules>
  : never;

/**
 * For the few calls whose request the document cannot say all of: a multipart body
 * (`multipart`), upload progress, a file handed to the caller, a host chosen at run time.
 * Each named endpoint is then called with the slice's argument (`Args`), and `own` builds its
 * request from the generated one, `request(documentArg)`: the path stays written once, in the
 * document.
 *
 *   withOwnRequests<typeof calls, { uploadX: Upload }>(calls, {
 *     uploadX: (upload, request) => multipart(request({ id: upload.id, form: { file: upload.file } }), upload.onProgress),
 *   })
 */
export function withOwnRequests<A extends AnyApi, Args extends { [Name in keyof DefinitionsFromApi<A>]?: unknown }>(
  api: A,
  own: { [Name in keyof Args & keyof DefinitionsFromApi<A>]: (arg: Args[Name], request: (documentArg: QueryArgFrom<DefinitionsFromApi<A>[Name]>) => PortalArgs) => PortalArgs },
): WithOwnArgs<A, Args> {
  const endpoints = Object.fromEntries(
    Object.entries(own).map(([name, build]) => [
      name,
      (definition: { query?: (arg: unknown) => PortalArgs }) => {
        const generated = definition.query as (arg: unknown) => PortalArgs;
        definition.query = (arg) => (build as (arg: unknown, request: typeof generated) => PortalArgs)(arg, generated);
      },
    ]),
  );
  // enhanceEndpoints returns the API itself; only its type changes (WithOwnArgs).
  (api as unknown as { enhanceEndpoints(options: { endpoints: typeof endpoints }): unknown }).enhanceEndpoints({ endpoints });
  return api as unknown as WithOwnArgs<A, Args>;
}

/**
 * A generated request whose body (an object of files and fields, as the generator types a
 * multipart body) is sent as multipart form data: a list becomes one part per item, a file keeps
 * its name. `onUploadProgress` reports the upload's progress (PortalArgs).
 */
export function multipart(request: PortalArgs, onUploadProgress?: (percent: number) => void): PortalArgs {
  const form = new FormData();
  for (const [field, value] of Object.entries(request.body as Record<string, unknown>)) {
    for (const part of Array.isArray(value) ? value : [value]) form.append(field, part instanceof Blob ? part : String(part));
  }
  return { ...request, body: form, ...(onUploadProgress ? { onUploadProgress } : {}) };
}

export { generatedApi };
