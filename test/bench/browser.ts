/**
 * The system's full Chromium (never a downloaded one), as visitors run it, launched like the e2e suites' browser,
 * plus one rule: every host but localhost fails to resolve, so nothing a widget tries to reach outside this machine
 * leaves it, and such attempts fail at once and show up as failed requests.
 */
import { chromium, type Browser } from 'playwright-core';
import { ensureChromium, FULL_CHROMIUM, LAUNCH_ARGS } from '../e2e/support/browser.js';

const ARGS = [...LAUNCH_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'];

export async function launchBenchBrowser(): Promise<Browser> {
  ensureChromium(FULL_CHROMIUM);
  return chromium.launch({ executablePath: FULL_CHROMIUM.path, headless: true, args: ARGS });
}
