/**
 * Where the provider's files are. It runs from the source (`tsx provider/main.ts`, `npm start`) or from the package
 * (`npx latch-provider`, `startProvider` of `latch/testing`): esbuild.config.ts bundles it into dist/provider/, its
 * chunks beside the entries and the page assets copied under the same names, so a path taken from this module's
 * folder holds in both. Only the widget build and the database differ, and the build says which one it is.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by the package build (esbuild.config.ts); undefined under tsx. */
declare const __LATCH_PROVIDER_PACKAGED__: boolean | undefined;
export const PACKAGED = typeof __LATCH_PROVIDER_PACKAGED__ !== 'undefined' && __LATCH_PROVIDER_PACKAGED__;

const here = new URL('.', import.meta.url);

export const DEMO_ASSETS = fileURLToPath(new URL('demo/assets/', here));
export const INBOX_ASSETS = fileURLToPath(new URL('inbox/assets/', here));

/** The widget build the demo pages load (`/widget/`): the repo's dist/, or the installed package's own dist/. */
export const DEFAULT_WIDGET_DIR = fileURLToPath(new URL(PACKAGED ? '../' : '../dist/', here));

/**
 * Why the current folder for the package? Inside node_modules the database would vanish with the next install; a
 * host keeps it beside its project (and git-ignores `.latch-provider/`). The repo keeps it in provider/data.
 */
export const DEFAULT_DATA_DIR = PACKAGED ? join(process.cwd(), '.latch-provider') : fileURLToPath(new URL('data/', here));

/** How a person starts this provider again with other flags, for the hints the banner prints. */
export const COMMAND = PACKAGED ? 'npx latch-provider' : 'npm start --';
