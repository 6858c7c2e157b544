/*
 * The demo files (mocks/public/demo-files: the platform agreement, the marketplace flags, the
 * store-authorisation page, the vendor plugin) and the addresses the mock hands out for them.
 *
 * - The node:http host (`npm run mock:server`, behind any build) serves them itself at
 *   DEMO_FILES_PATH: under kj-media, the file service, a prefix every deployment proxies to
 *   the backend. The Node tests' mock hands out the same addresses.
 * - The browser mock hands out the demo build's own copy, next to index.html
 *   (`./demo-files/`): its service worker cannot answer a link opened in a new tab (msw's
 *   worker lets every navigation through to the network), and a demo served from a sub-path
 *   has its copy there, not at the origin's root.
 */

/** Where the node:http host serves mocks/public/demo-files (root-relative, like every kj-* call). */
export const DEMO_FILES_PATH = '/kj-media/demo-files';

/** The demo build's copy of mocks/public/demo-files, relative to the page. */
const NEXT_TO_PAGE = './demo-files';

let base: string = DEMO_FILES_PATH;

/** The browser mock's choice, made before it seeds or restores its data (mocks/browser.ts). */
export function handOutDemoFilesNextToPage(): void {
  base = NEXT_TO_PAGE;
}

/** The address the mock hands out for a file of mocks/public/demo-files (`flags/us.svg`, ...). */
export const demoFileUrl = (file: string): string => `${base}/${file}`;
