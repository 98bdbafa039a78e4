import { backgroundTimeout } from './backgroundTimeout.js';
import type { SessionCore } from './core.js';
import type { Refresher } from './refresher.js';

export type RefreshLoop = ReturnType<typeof createRefreshLoop>;

/**
 * The refresh timer and the refresher it drives. The refresher is fetched with `import()` at first use so
 * that the entry holds only what must run synchronously; `core` is asked for then, as it is built after the loop.
 */
export function createRefreshLoop(core: () => SessionCore) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refresher: Promise<Refresher> | undefined;
  const shutdown = new AbortController();

  /** Loads the refresher once; a failed download is retried by the next caller. */
  function withRefresher<T>(use: (r: Refresher) => T | Promise<T>): Promise<T> {
    refresher ??= import('./refresher.js').then(
      // The timer goes to the refresher (its tabs' heartbeat) rather than being imported there too: a module both files
      // imported would be a file of its own, one more request in the first wave.
      (module) => module.createRefresher(core(), backgroundTimeout),
      (error: unknown) => {
        refresher = undefined;
        throw error;
      },
    );
    return refresher.then(use);
  }

  function inBackground(use: (r: Refresher) => unknown): void {
    withRefresher(use).catch((error: unknown) => {
      if (!loop.disposed) console.error('latch: session refresh stopped unexpectedly', error);
    });
  }

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delay: number): void {
    stop();
    if (!loop.active || loop.disposed) return;
    timer = backgroundTimeout(
      () => {
        timer = undefined;
        inBackground((r) => r.tick());
      },
      Math.max(0, delay),
    );
  }

  const loop = {
    /** A session is held or being established, so the loop runs. */
    active: false,
    /** Bumped by every local login and logout: a refresh answer that started before one is dropped. */
    generation: 0,
    disposed: false,
    /** Aborted by `dispose()`. */
    signal: shutdown.signal,
    withRefresher,
    inBackground,
    schedule,
    stop,
    /** A logout: the loop stops and refresh answers still out are dropped. */
    end(): void {
      loop.generation++;
      loop.active = false;
      stop();
    },
    dispose(): void {
      loop.disposed = true;
      loop.active = false;
      stop();
      shutdown.abort();
    },
  };
  return loop;
}
