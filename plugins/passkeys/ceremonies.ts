/**
 * The conditional create waiting for the password manager after a login (upgrade.ts), shared by every widget of the
 * page: a browser runs one WebAuthn request at a time per page, so each ceremony a widget starts first ends it
 * (`giveWay`).
 */
let waiting: { stop(): void; settled: Promise<unknown> } | undefined;

/** How long a conditional create may wait: the provider's registration challenge lives five minutes, no answer after counts. */
export const UPGRADE_WAIT_MS = 5 * 60_000;

/** Runs `create` (given the signal that ends it) as the page's waiting upgrade; resolves to its result, or undefined. */
export async function waitForUpgrade<T>(create: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> {
  await giveWay();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPGRADE_WAIT_MS);
  const pending = create(controller.signal);
  const current = { stop: () => controller.abort(), settled: pending.catch(() => undefined) };
  waiting = current;
  try {
    return await pending;
  } catch {
    // The password manager declined, or another ceremony took the page: the visitor is logged in all the same.
    return undefined;
  } finally {
    clearTimeout(timer);
    if (waiting === current) waiting = undefined;
  }
}

/** Ends the waiting upgrade, if any, and resolves once the browser has let go of it. */
export async function giveWay(): Promise<void> {
  const current = waiting;
  if (!current) return;
  current.stop();
  await current.settled;
}
