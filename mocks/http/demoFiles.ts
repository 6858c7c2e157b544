import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_FILES_PATH } from '../lib/demoFiles';

/** mocks/public/demo-files, the files the mock's addresses name (lib/demoFiles.ts). */
function folder(): string {
  // Beside this file when the runner keeps import.meta.url a file URL (tsx), else from the
  // repository root, where every npm script runs (as validation/document.ts does).
  try {
    const beside = fileURLToPath(new URL('../public/demo-files', import.meta.url));
    if (existsSync(beside)) return beside;
  } catch {
    // import.meta.url is not a file URL in this runner.
  }
  return path.resolve(process.cwd(), 'mocks/public/demo-files');
}
const FOLDER = folder();

/** The kinds of demo file there are; any other name is not found. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.zip': 'application/zip',
  '.html': 'text/html; charset=utf-8',
};

/** Whether a request's path is one of the demo files' (answered by serveDemoFile, not the API). */
export const isDemoFilePath = (pathname: string): boolean => pathname.startsWith(`${DEMO_FILES_PATH}/`);

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The file of mocks/public/demo-files a path names, or null: no `..`, no hidden or empty segment, a known type. */
async function fileOf(pathname: string): Promise<string | null> {
  let segments: string[];
  try {
    segments = pathname.slice(DEMO_FILES_PATH.length + 1).split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.some((segment) => !segment || segment.startsWith('.') || /[\\/\0]/.test(segment))) return null;
  if (!CONTENT_TYPES[path.extname(segments.at(-1)!).toLowerCase()]) return null;
  try {
    // Also through a link: the file must really be in the folder.
    const [folder, file] = await Promise.all([realpath(FOLDER), realpath(path.join(FOLDER, ...segments))]);
    return file.startsWith(`${folder}${path.sep}`) && (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * GET or HEAD of a demo file: the file with its type, 404 for any other name, 405 for another
 * method. Files, not API operations: outside the OpenAPI checks, like the provider states.
 */
export async function serveDemoFile(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
  }
  const file = await fileOf(new URL(request.url).pathname);
  if (!file) return notFound();
  const bytes = await readFile(file);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()]!,
      'content-length': String(bytes.length),
      'cache-control': 'no-cache',
    },
  });
}
