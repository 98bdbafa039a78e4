import path from 'node:path';
import * as esbuild from 'esbuild';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { root } from './parts.js';

/**
 * vanilla-extract writes a CSS file per chunk, and esbuild never emits code that loads CSS. This plugin turns each
 * stylesheet into a call that adopts it as a constructed stylesheet when its chunk runs: product CSS stays in the
 * product's lazy chunk, hosts add no <link>, shadow roots get the same sheets, and a strict style-src CSP is
 * satisfied. `adoptFrom` is the module that exports `adoptCss`: the style registry here, 'latch' for a plugin built
 * outside the widget.
 */
export const adoptCssPlugin = (adoptFrom: string): esbuild.Plugin => ({
  name: 'latch-adopt-css',
  setup(build) {
    build.onResolve({ filter: virtualCssFileFilter }, (args) => ({ path: args.path, namespace: 'latch-css' }));
    build.onLoad({ filter: /.*/, namespace: 'latch-css' }, async ({ path: id }) => {
      const { source } = await getSourceFromVirtualCssFile(id);
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      return {
        contents: `import { adoptCss } from ${JSON.stringify(adoptFrom)};\nadoptCss(${JSON.stringify(code.trim())});`,
        loader: 'js',
        resolveDir: root,
      };
    });
  },
});

export const styleRegistry = path.join(root, 'shell/theme/styleRegistry.ts');
