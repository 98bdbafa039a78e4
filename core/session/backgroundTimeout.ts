/** What Node and Bun return from setTimeout; browsers and Deno return a number. */
type Unrefable = { unref?: () => unknown };
type WithDeno = { Deno?: { unrefTimer?: (id: number) => void } };

/**
 * `setTimeout` for work that only matters while something else runs (the session refresh, the tabs' heartbeat).
 * Why unref? Node, Bun and Deno keep a process alive for every pending timer, so a script that signed a user in and
 * forgot `dispose()` would hang until killed. Unref'd, the timer still fires while the process has other work; in a
 * browser nothing changes.
 */
export function backgroundTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout> {
  const timer = setTimeout(callback, ms);
  const handle = timer as unknown as Unrefable;
  if (typeof handle === 'object' && handle !== null && typeof handle.unref === 'function') handle.unref();
  else if (typeof timer === 'number') (globalThis as WithDeno).Deno?.unrefTimer?.(timer);
  return timer;
}
