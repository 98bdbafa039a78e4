/**
 * The system Chromium (never a downloaded one), launched like the e2e suites' browser, plus one rule: every host
 * but localhost fails to resolve, so nothing a widget tries to reach outside this machine leaves it, and such
 * attempts fail at once and show up as failed requests.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, LAUNCH_ARGS, ensureChromium } from '../e2e/support/browser.js';

const ARGS = [...LAUNCH_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'];

export async function launchBenchBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}
