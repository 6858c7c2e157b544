/** Download management constants (001 §9). */
export const DOWNLOAD_PAGE_SIZE = 10;
/** The next page loads when the table is scrolled within this distance of its bottom. */
export const DOWNLOAD_LOAD_MORE_PX = 100;
/** While the popover is open the packaging state is polled this often. */
export const DOWNLOAD_REFRESH_MS = 3000;
export const DOWNLOAD_TABLE_HEIGHT = 340;
