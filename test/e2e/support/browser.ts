import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The system Chromium; CHROMIUM_PATH overrides it. No browser build is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Chromium with apt when that is possible (root on Debian), otherwise says in one line how to. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'ignore' });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get install chromium did not produce ${CHROMIUM_PATH}.`);
}
