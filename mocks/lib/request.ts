/**
 * Reads a JSON request body, or `fallback` when the body is empty or not JSON. Reads a
 * clone: behind the node:http adapter the same Request can be read more than once.
 */
export async function readJson<T>(request: Request, fallback: T): Promise<T> {
  const text = await request.clone().text();
  if (!text.trim()) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
