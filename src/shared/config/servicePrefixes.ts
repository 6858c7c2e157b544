/**
 * The services of the kj-* backend: the first path segment of every operation in
 * openapi/openapi.yaml (mocks/lib/faults.test.ts keeps the two equal). What a deployment
 * proxies to the backend (deploy/nginx, the dev server's proxy), what the mock's fault
 * switch and OpenAPI checks look at: these calls and no other request (the portal's own
 * files, the dev server's, a sub-application's).
 */
export const SERVICE_PREFIXES = [
  '/agw-web',
  '/kj-bigdata',
  '/kj-contract',
  '/kj-idd',
  '/kj-kyc',
  '/kj-media',
  '/kj-official',
  '/kj-sso',
  '/kj-sys',
  '/kj-tools',
  '/kj-web',
  '/kj-wkfl',
  '/sso-web',
  '/tools-web',
] as const;

/** Whether a path (not a whole address) is a call to one of the services. */
export const isServiceCall = (path: string): boolean => SERVICE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
