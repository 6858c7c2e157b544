/**
 * The services of the kj-* backend: the first path segment of every operation in
 * openapi/openapi.yaml (faults.test.ts keeps the two equal). EVERY_CALL covers these and
 * nothing else, so the portal's own files (scripts, the mock's worker, demo PDFs) still load;
 * the OpenAPI checks look at these calls and at no other request (the portal's own files,
 * a sub-application's entry).
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

/** Whether a path is a call to one of the services. */
export const isServiceCall = (path: string): boolean => SERVICE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
