/**
 * A CSS `url("…")` of an address as it is: only the characters that would end or break the
 * quoted string are escaped. (encodeURI, used before, encoded the `%` of an already encoded
 * data: URL again, so the demo's background never showed.)
 */
export function cssUrl(address: string): string {
  return `url("${address.replace(/["\\\n\r]/g, (char) => (char === '\n' || char === '\r' ? ' ' : `\\${char}`))}")`;
}
