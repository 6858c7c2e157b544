import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/shared/api';

/**
 * MSW's `http`, typed from the generated OpenAPI paths: a handler only accepts a
 * documented path, and `response(200).json(...)` only a documented body.
 * `baseUrl: '*'` matches any origin: absolute URLs in Node and the node:http adapter,
 * same-origin URLs in the browser.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
