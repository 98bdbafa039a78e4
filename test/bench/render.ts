/**
 * Times the widget in real Chromium against a throwaway local provider: from navigation start to
 * the first screen being interactive (its submit button enabled), for a few product lists.
 * `npm run build && npm run bench` prints the figures; nothing here asserts a time.
 */
import { startProvider } from '../../provider/app.js';
import { launchBrowser } from '../e2e/support/browser.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const MIXES: Record<string, unknown> = {
  emailMagicLinks: { products: ['emailMagicLinks'] },
  otp: { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } },
  passwords: { products: ['passwords'] },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const provider = await startProvider({ port: 0, memory: true, quiet: true });
const browser = await launchBrowser();
try {
  console.log(`widget time to interactive, ${RUNS} cold loads each (each in a fresh browser context: empty cache, no cookies)`);
  for (const [name, config] of Object.entries(MIXES)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${provider.url}/?config=${encodeURIComponent(JSON.stringify(config))}`);
      await page.locator('[data-latch] button[type=submit]:not([disabled])').waitFor();
      times.push(await page.evaluate('performance.now()') as number);
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`  ${name.padEnd(16)} median ${percentile(times, 50).toFixed(0)} ms, p90 ${percentile(times, 90).toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms`);
  }
} finally {
  await browser.close();
  await provider.close();
}
