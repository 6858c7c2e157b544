import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl, DOWNLOAD_TIMEOUT_MS, FORCE_LOGIN_CODE, REQUEST_TIMEOUT_MS, SESSION_EXPIRED_CODES } from '@/shared/config';
import { $locale, languageTag, t } from '@/shared/i18n';
import { notify } from '@/shared/ui/notifier';
import { fileNameFromContentDisposition, saveBlob } from '@/shared/lib/download';
import { codeOf, isEnvelope, isSuccess, rawMessageOf, type Envelope } from './envelope';
import { matchesShape, type DataKind } from './dataShape';
import { classifyDownload } from './downloadBody';
import { environmentOf, type ApiEnvironment } from './environment';
import { whenBackendReady } from './backendReady';

/** Per-endpoint switches, passed as `extraOptions`. */
export interface ApiExtraOptions {
  /** The caller shows the error itself (form messages, dialogs): no toast. */
  handlesErrors?: boolean;
  /** The response is a file: save it under its content-disposition name. */
  download?: boolean;
  /**
   * The kind of a success envelope's `data` the document promises (`dataShape`). Other
   * data fails the call with the not-responding text instead of reaching the page.
   */
  data?: readonly DataKind[];
}

/**
 * A call's arguments: fetchBaseQuery's, plus per-call receivers that cannot live in the
 * endpoint's `extraOptions`. Callbacks belong in the arguments of untracked mutations only
 * (`initiate(arg, { track: false })`), so no function reaches the store.
 */
export interface PortalArgs extends FetchArgs {
  /**
   * A multipart upload's progress, 0-100, as the body leaves (001 §9 upload progress). The
   * request then goes through XMLHttpRequest (sendWithProgress); everything else is the same.
   */
  onUploadProgress?: (percent: number) => void;
  /**
   * With `extraOptions.download`: hands the file to the caller (the file viewer shows it)
   * instead of saving it; the call still resolves with its name and size.
   */
  onFile?: (file: ReceivedFile) => void;
}

/** A file a download call handed over (`PortalArgs.onFile`). */
export interface ReceivedFile {
  blob: Blob;
  /** The content-disposition name, null when the answer names none. */
  fileName: string | null;
}

/** What a failed call rejects with. `code` is the server's code, or 'NETWORK' / HTTP status. */
export interface ApiError {
  code: string;
  message: string;
  status?: number;
}

/** What a download endpoint resolves to once the file has been handed to the browser. */
export interface DownloadResult {
  fileName: string;
  size: number;
}

const HTTP_UNAVAILABLE = 503;

/**
 * The API's base: the environment's when the store was given one (the contract tests aim
 * the real endpoints at the Pact mock server), else the build-time base.
 */
function absoluteBase(environment: ApiEnvironment): string {
  const base = environment.baseUrl ?? apiBaseUrl;
  // fetch in Node (tests) needs absolute URLs; the browser resolves an empty base
  // against its own origin.
  if (/^https?:\/\//.test(base)) return base.replace(/\/$/, '');
  return new URL(base || '/', window.location.origin).toString().replace(/\/$/, '');
}

const RAW_OPTIONS = {
  baseUrl: '',
  credentials: 'include',
  prepareHeaders(headers: Headers) {
    headers.set('Accept-Language', languageTag($locale.getState()));
    return headers;
  },
} as const;

const rawBaseQuery = fetchBaseQuery(RAW_OPTIONS);

/**
 * The same raw query sending through XMLHttpRequest, for an upload that reports progress.
 * Its sender is loaded with the first such upload (onboarding pages), not on a first visit.
 */
async function rawQueryWithProgress(onProgress: (percent: number) => void) {
  const { sendWithProgress } = await import(/* webpackChunkName: "upload-progress" */ './sendWithProgress');
  return fetchBaseQuery({ ...RAW_OPTIONS, fetchFn: sendWithProgress(onProgress) });
}

/** Catalogue text for a server message: missing → not responding, blank → unavailable. */
function messageText(raw: string | undefined, status?: number): string {
  if (status === HTTP_UNAVAILABLE) return t('errors:temporarilyUnavailable');
  if (raw === undefined) return t('errors:notResponding');
  if (raw.trim() === '') return t('errors:temporarilyUnavailable');
  return raw;
}

function isRedirect(status: number | undefined, response: Response | undefined, body: unknown): boolean {
  if (status !== undefined && status >= 300 && status < 400) return true;
  if (response?.type === 'opaqueredirect') return true;
  // A followed redirect that lands on a non-API page (the SSO login form).
  return Boolean(response?.redirected) && !isEnvelope(body);
}

/** Applies the error catalogue to a failed envelope and builds the rejection. */
function failWith(body: Envelope, status: number | undefined, options: ApiExtraOptions, environment: ApiEnvironment): { error: ApiError } {
  const code = codeOf(body);
  const message = messageText(rawMessageOf(body), status);
  // Whatever the endpoint asked for, an ended session is the app's to tell (000 §8).
  if ((SESSION_EXPIRED_CODES as readonly string[]).includes(code) || code === FORCE_LOGIN_CODE) {
    environment.sessionEnded?.({ code, message });
  } else if (!options.handlesErrors) {
    notify.error(message);
  }
  return { error: { code, message, status } };
}

/** A call the gateway sent to the single-sign-on page: the session is over. */
function failRedirected(environment: ApiEnvironment, code: string, status: number | undefined): { error: ApiError } {
  const message = t('errors:sessionExpired');
  environment.sessionEnded?.({ code: 'REDIRECT', message });
  return { error: { code, message, status } };
}

function failTransport(error: FetchBaseQueryError, response: Response | undefined, options: ApiExtraOptions, environment: ApiEnvironment): { error: ApiError } {
  const status = typeof error.status === 'number' ? error.status : undefined;
  const body = 'data' in error ? error.data : undefined;
  if (isRedirect(status, response, body)) return failRedirected(environment, String(status ?? 'REDIRECT'), status);
  if (isEnvelope(body)) return failWith(body, status, options, environment);
  const message = status === HTTP_UNAVAILABLE ? t('errors:temporarilyUnavailable') : t('errors:notResponding');
  if (!options.handlesErrors) notify.error(message);
  // A call that outlived its time limit reads as a server that is not responding (000 §8).
  const code = error.status === 'TIMEOUT_ERROR' ? 'TIMEOUT' : status === undefined ? 'NETWORK' : String(status);
  return { error: { code, message, status } };
}

/**
 * A download's body (000 §8 "Downloads"): a JSON envelope shows its message, a real file
 * is saved under the content-disposition name, anything else (empty, an HTML page, JSON
 * that is no error) is a failed download with the catalogue's "Download failure", so
 * nothing marks it downloaded. Download errors show whatever the caller asked: the user
 * pressed a button and waits for the file.
 */
async function settleDownload(
  body: Blob,
  response: Response | undefined,
  environment: ApiEnvironment,
  receive?: (file: ReceivedFile) => void,
): Promise<{ data: DownloadResult } | { error: ApiError }> {
  const status = response?.status;
  const found = await classifyDownload(body, response?.headers.get('content-type'));
  if (found.kind === 'envelope' && !isSuccess(found.envelope)) return failWith(found.envelope, status, {}, environment);
  if (found.kind !== 'file') {
    if (isRedirect(status, response, null)) return failRedirected(environment, 'REDIRECT', status);
    const message = t('errors:downloadFailed');
    notify.error(message);
    return { error: { code: 'NO_FILE', message, status } };
  }
  const named = fileNameFromContentDisposition(response?.headers.get('content-disposition'));
  // A blob read from a Response may lose its media type; the header keeps it.
  const type = body.type || (response?.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const file = body.type || !type ? body : new Blob([body], { type });
  if (receive) {
    receive({ blob: file, fileName: named ?? null });
    return { data: { fileName: named ?? '', size: file.size } };
  }
  const fileName = named ?? 'download';
  saveBlob(file, fileName);
  return { data: { fileName, size: file.size } };
}

async function readBody(response: Response, download: boolean): Promise<unknown> {
  if (download) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The base query of the one API (000 §8 "Response handling", "Session expiry",
 * "Downloads"). Resolves with the whole envelope so endpoints can read `data` and the
 * top-level fields some calls use (switchCode).
 */
export const portalBaseQuery: BaseQueryFn<string | PortalArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions = {},
) => {
  const environment = environmentOf(api.extra);
  const { onUploadProgress, onFile, ...request }: PortalArgs = typeof args === 'string' ? { url: args } : { ...args };
  // An absolute address is another checked host of the platform (the single-sign-on
  // landing's {from}); every other call goes to the API base.
  if (!/^https?:\/\//.test(request.url)) request.url = `${absoluteBase(environment)}${request.url.startsWith('/') ? '' : '/'}${request.url}`;
  const download = Boolean(extraOptions.download);
  request.responseHandler = (response) => readBody(response, download);
  // A call gives up after a bounded time instead of spinning for minutes (see the constants).
  // A multipart upload carries a whole file, like a download: it gets the longer limit.
  const upload = typeof FormData !== 'undefined' && request.body instanceof FormData;
  request.timeout = download || upload ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
  const raw = onUploadProgress ? await rawQueryWithProgress(onUploadProgress) : rawBaseQuery;
  // A demo build's calls wait for its mock to start (backendReady.ts); production's go at once.
  await whenBackendReady();
  const result = await raw(request, api, {});
  const response = result.meta?.response;
  // The caller gave up on the call (an upload removed while it was sending): nothing to tell.
  if (result.error && api.signal.aborted) return { error: { code: 'ABORTED', message: t('errors:notResponding') } };
  if (result.error) return failTransport(result.error, response, extraOptions, environment);

  const body = result.data;
  if (body instanceof Blob) return settleDownload(body, response, environment, onFile);
  if (isRedirect(response?.status, response, body)) return failRedirected(environment, 'REDIRECT', response?.status);
  if (!isEnvelope(body)) {
    const message = t('errors:notResponding');
    if (!extraOptions.handlesErrors) notify.error(message);
    return { error: { code: 'PARSE', message, status: response?.status } };
  }
  if (!isSuccess(body)) return failWith(body, response?.status, extraOptions, environment);
  if (extraOptions.data && !matchesShape(body.data, extraOptions.data)) {
    const message = t('errors:notResponding');
    if (!extraOptions.handlesErrors) notify.error(message);
    return { error: { code: 'SHAPE', message, status: response?.status } };
  }
  return { data: body };
};
