import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { installBuiltInProducts } from '../../shell/entries.js';
import { builtInProducts, DEFAULT_PRODUCTS } from '../../shell/loader.js';

// The tests render the widget as the full entries (`latch`, `latch/react`) run it: with the built-in products.
installBuiltInProducts(builtInProducts, DEFAULT_PRODUCTS);

// A request to a `.test` host (the suites' fake API) that no msw server answers any more, sent by a client after its
// file ended, fails at once as an unreachable network does, instead of asking DNS for a name that cannot exist.
const networkFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (/^https?:\/\/[^/]*\.test(?::\d+)?\//.test(url)) return Promise.reject(new TypeError('fetch failed: no test server answers this address'));
  return networkFetch(input, init);
};

// findBy*/waitFor give up after this long. The 1 s default fails a healthy test on a busy 2-core machine
// (a lazy chunk, a phone-library load and a few renders); slowness should show as slowness, not as failure.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts automatically only with vitest globals on; they are off here.
afterEach(() => {
  // Node-environment suites (provider, build checks) have no DOM to reset.
  if (typeof document === 'undefined') return;
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});

// A client started in a page loads the session refresher and the bootstrap mapper in the background, and a widget its
// products' plugins; a file ends only once they are in, since a module still loading when its environment is torn down
// fails, and in a shared worker every later file that imports it fails with it (a CI run lost a whole file so).
afterAll(async () => {
  if (typeof document === 'undefined') return;
  await Promise.all([
    import('../../core/session/refresher.js'),
    import('../../core/bootstrapMap.js'),
    import('../../shell/form/phoneForm.js'),
    ...Object.values(builtInProducts).map((product) => product.load()),
  ]);
  // The files of a worker share one document: what a file put in it by hand must not be found by the next file's queries.
  document.body.replaceChildren();
});
