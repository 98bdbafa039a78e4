import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Chromium of Debian's packages: its path, and the package that installs it. No browser build is ever downloaded. */
export interface SystemChromium {
  path: string;
  debianPackage: string;
}

/**
 * The end-to-end suites' browser: Chromium's headless shell, the same Chromium (Blink, V8, the DevTools protocol) built
 * for headless use only, which is what Playwright itself runs for headless tests. A fresh context with a page of the
 * widget costs it about a third of the CPU the full browser spends (0.41–0.48 against 1.26–1.39 CPU-s for a page
 * that opens the widget and shows an error, measured side by side), and the suites open one for every test.
 * CHROMIUM_PATH overrides it.
 */
export const E2E_CHROMIUM: SystemChromium = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};

/** The full browser, as visitors run it: what the bench times. CHROMIUM_PATH overrides it. */
export const FULL_CHROMIUM: SystemChromium = { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium' };

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs the browser with apt when that is possible (root on Debian), otherwise says in one line how to. */
export function ensureChromium({ path, debianPackage }: SystemChromium): void {
  if (existsSync(path)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(`Chromium is missing at ${path}: install it with "sudo apt-get install -y ${debianPackage}" (or set CHROMIUM_PATH).`);
  }
  // A fresh machine's package lists may not know the package yet.
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', debianPackage], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(path)) throw new Error(`apt-get install ${debianPackage} did not produce ${path}.`);
}
