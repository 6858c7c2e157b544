import type { DefinitionsFromApi, OverrideResultType, QueryArgFrom, ResultTypeFrom } from '@reduxjs/toolkit/query/react';
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

export { generatedApi };
