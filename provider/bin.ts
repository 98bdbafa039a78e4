#!/usr/bin/env node
/**
 * `npx latch-provider`: the packaged provider's command. It checks the libraries first and loads the server only
 * then, so a host that has not installed them reads which to install instead of a module-resolution stack.
 */
import { assertPackages } from './peers';

try {
  assertPackages('latch-provider');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('./main');
