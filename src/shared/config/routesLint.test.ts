import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from '@rstest/core';
import { ROUTES } from './routes';

/** The project's own eslint configuration, on a file of src that is not the routes table. */
async function routeFindings(code: string, file = 'src/pages/example/ui/ExamplePage.tsx'): Promise<number[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((message) => message.message.includes('src/shared/config/routes.ts')).map((message) => message.line);
}

describe('one table of routes: eslint refuses a route path written outside src/shared/config/routes.ts', () => {
  it('refuses a route of the table as a string, a template or a link target, with or without its query, also one inside a sub-application prefix', async () => {
    const code = [
      "import { Link } from 'react-router-dom';",
      "export const toLogin = '/login?lang=en';",
      'export const toKyc = (query: string) => `/kycFileCN?${query}`;',
      'export const link = <Link to="/terms">terms</Link>;',
      "export const centre = '/main-productCenter';",
      "export const efinKyc = '/childEkycPortal/efinKyc?id=1';",
    ].join('\n');
    expect(await routeFindings(code)).toEqual([2, 3, 4, 5, 6]);
  }, 30_000);

  it('lets the table itself, the service calls, look-alike paths and a sub-application’s own routes through', async () => {
    expect(await routeFindings(`export const A = { login: '${ROUTES.login}' };`, 'src/shared/config/routes.ts')).toEqual([]);
    expect(await routeFindings("export const calls = ['/sso-web/login', '/loginX', '/homepage-assets/logo.svg', '/childEkycPortal/other'];")).toEqual([]);
  }, 30_000);
});
