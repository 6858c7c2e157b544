/**
 * A page's code that could not be fetched: an open tab meeting chunk files a redeploy
 * replaced, or a dropped connection. The route's error page offers a reload for it.
 */
export class ChunkLoadFailed extends Error {
  constructor(cause: unknown) {
    super('A part of the portal could not be loaded', { cause });
    this.name = 'ChunkLoadFailed';
  }
}

/**
 * Loads a lazy chunk, asking once more when the first attempt fails (a passing network
 * fault); a second failure is a ChunkLoadFailed. The bundler forgets a failed chunk, so
 * the second call fetches it again.
 */
export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadFailed(error);
    }
  }
}

/**
 * What a route renders when its chunk could not be loaded: a component that throws the
 * failure, so the route's error page shows it. (A lazy route that rejects is not enough:
 * on the first page of a visit the router would keep showing its empty hydration fallback.)
 */
export function chunkFailurePage(error: unknown) {
  const failure = error instanceof ChunkLoadFailed ? error : new ChunkLoadFailed(error);
  return function ChunkFailure(): never {
    throw failure;
  };
}
