import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startProvider, type RunningProvider } from '../../../provider/app.js';
import { launchBrowser } from './browser.js';

export interface E2E {
  readonly provider: RunningProvider;
  readonly browser: { context: BrowserContext; close(): Promise<void> };
}

/** A throwaway in-memory local provider and a fresh Chromium profile for one test file. */
export function useE2E(): E2E {
  let provider: RunningProvider | undefined;
  let browser: E2E['browser'] | undefined;
  beforeAll(async () => {
    provider = await startProvider({ port: 0, memory: true, quiet: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await provider?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the e2e harness is not started: use it inside tests');
    return value;
  };
  return {
    get provider() {
      return ready(provider);
    },
    get browser() {
      return ready(browser);
    },
  };
}
