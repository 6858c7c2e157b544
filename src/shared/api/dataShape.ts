/**
 * The expected type of a success envelope's `data`, declared per endpoint and checked by
 * the base query: data that does not match the document is a failed call with the
 * catalogue's message (000 §8 "Response handling"), never a crash of the page that reads
 * it. A handful of bytes in the bundle instead of the OpenAPI document and a validator.
 *
 * Absent or null `data` always passes: the endpoints' transforms give their defaults for
 * it (an empty list, no value), which the pages show as such.
 */
export type DataKind = 'array' | 'object' | 'string' | 'number' | 'boolean';

/**
 * The kinds the OpenAPI type `T` of `data` allows (a union of kinds gives several;
 * null and absence always pass); `never`, a type error where it is used, for no data.
 */
export type KindOf<T> = T extends null | undefined
  ? never
  : T extends readonly unknown[]
    ? 'array'
    : T extends string
      ? 'string'
      : T extends number
        ? 'number'
        : T extends boolean
          ? 'boolean'
          : T extends object
            ? 'object'
            : never;

/**
 * Declares the kinds of `data` for an endpoint's `extraOptions`, typed from the document:
 * `{ data: dataShape<DataOfEndpoint<'getX'>>('array') }` does not compile when the document says
 * otherwise.
 */
export function dataShape<T>(...kinds: [KindOf<T>, ...KindOf<T>[]]): readonly DataKind[] {
  return kinds;
}

function isKind(data: unknown, kind: DataKind): boolean {
  if (kind === 'array') return Array.isArray(data);
  if (kind === 'object') return typeof data === 'object' && !Array.isArray(data);
  return typeof data === kind;
}

export function matchesShape(data: unknown, kinds: readonly DataKind[]): boolean {
  if (data === null || data === undefined) return true;
  return kinds.some((kind) => isKind(data, kind));
}
