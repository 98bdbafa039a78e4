/** Test support shared by the session manager's test files. */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { SessionManager } from '../../core/session/manager.js';

/**
 * Fake timers starting at `start`, and every manager passed to the returned `track` disposed after each test.
 * The manager fetches its refresher with import() at first use; loading the module once here makes that import
 * resolve within the first timer step, as a cached chunk does in a page.
 */
export function useManagerSuite(start: number): <M extends SessionManager>(manager: M) => M {
  const managers: SessionManager[] = [];
  beforeAll(async () => {
    await import('../../core/session/refresher.js');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    for (const manager of managers.splice(0)) manager.dispose();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return (manager) => {
    managers.push(manager);
    return manager;
  };
}
