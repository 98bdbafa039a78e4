import type { Browser, BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { startProvider, type RunningProvider, type StartOptions } from '../../../provider/app.js';
import { serveScriptPage, type PageScript, type ScriptPage } from './scriptPage.js';

export interface E2E {
  readonly provider: RunningProvider;
  /** This test's own browser context: no cookie, storage or cache from another test. */
  readonly context: BrowserContext;
  /** The second-origin script page, when the file asked for one. */
  readonly page: ScriptPage;
}

export interface E2EOptions {
  /** Serve one module script on its own origin, which the provider then allows for CORS. */
  scriptPage?: { title: string; script: () => Promise<PageScript> };
  provider?: Omit<StartOptions, 'port' | 'memory' | 'quiet'>;
}

/**
 * One throwaway in-memory local provider per test file, and a fresh context of the run's Chromium for every test,
 * so no test depends on what ran before it.
 */
export function useE2E(options: E2EOptions = {}): E2E {
  let provider: RunningProvider | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: ScriptPage | undefined;
  beforeAll(async () => {
    if (options.scriptPage) page = await serveScriptPage(options.scriptPage.title, await options.scriptPage.script());
    const allowedOrigins = page ? { config: { ...options.provider?.config, allowedOrigins: [page.origin] } } : {};
    // Password hashing at a token cost, as the unit tests' provider (provider/testkit.ts): the e2e files test flows,
    // not the hash's strength.
    provider = await startProvider({ scryptCost: 16, ...options.provider, ...allowedOrigins, port: 0, memory: true, quiet: true });
    // The run's one Chromium (globalSetup.ts); closing this connection closes this file's contexts, not the browser.
    browser = await chromium.connect(inject('chromiumEndpoint'));
  });
  beforeEach(async () => {
    context = await ready(browser).newContext();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
    await provider?.close();
    await page?.close();
  });
  function ready<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('the e2e harness is not started: use it inside tests');
    return value;
  }
  return {
    get provider() {
      return ready(provider);
    },
    get context() {
      return ready(context);
    },
    get page() {
      return ready(page);
    },
  };
}
