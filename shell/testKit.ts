import type { createTestContext as load } from './testing.js';

/**
 * The test kit for a React host's plugin authors. `latch/react` is part of a page's initial load and the kit is for
 * tests, so its module (and the runtime it builds) is fetched on the first call; it was asynchronous already.
 */
export const createTestContext: typeof load = async (plugin, options) => (await import('./testing.js')).createTestContext(plugin, options);
