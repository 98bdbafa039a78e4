import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { E2E_CHROMIUM, ensureChromium, LAUNCH_ARGS } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the one Chromium the e2e files share (each test still has its own context). */
    chromiumEndpoint: string;
    /** Where the host apps' files share the packed package and its install (test/hosts/package.ts). */
    hostsCache: string;
  }
}

/**
 * One Chromium for the whole e2e run instead of one per file: launching one costs about 0.7 s of CPU and 1.5 s of
 * waiting, and a test never needs more than its own context (cookies, storage, cache and permissions are per context).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium(E2E_CHROMIUM);
  const server = await chromium.launchServer({ executablePath: E2E_CHROMIUM.path, headless: true, args: LAUNCH_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  const hostsCache = mkdtempSync(path.join(tmpdir(), 'latch-hosts-cache-'));
  project.provide('hostsCache', hostsCache);
  return async () => {
    await server.close();
    rmSync(hostsCache, { recursive: true, force: true });
  };
}
