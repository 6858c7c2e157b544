import { kjToolsHandlers } from './kj-tools';
import { kjWebHandlers } from './kj-web';

/** Every handler of the mock backend, one module per kj-* service. */
export const handlers = [...kjToolsHandlers, ...kjWebHandlers];
