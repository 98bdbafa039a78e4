/**
 * The packaged provider's entry for code: `startProvider` of `latch/testing` loads it. It checks the libraries first
 * and loads the server only then, so a missing one is named instead of failing inside an import.
 */
import type { ProviderStartOptions, RunningProvider } from './hostTypes';
import { assertPackages } from './peers';

export async function startProvider(options: ProviderStartOptions = {}): Promise<RunningProvider> {
  assertPackages('startProvider (latch/testing)');
  const app = await import('./app');
  return app.startProvider(options);
}
