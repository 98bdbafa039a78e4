import type { KeyValueStore } from '../storage.js';
import type { SessionEnvironment } from './environment.js';

/**
 * Which tab sends the refresh when there are no Web Locks. Local storage has no compare-and-set and Chromium
 * delivers a tab's writes to the other tabs tens to hundreds of ms later, so tabs that claim the refresh at the
 * shared due time cannot tell who won. Instead each tab keeps an entry under its own key (no tab ever overwrites
 * another's), rewritten every heartbeat, and the tabs form a line by the time each joined: only the first sends.
 *
 * The tabs agree on the line because a place in it only ever gets worse (a tab joins at the back, and steps or
 * falls back, never forward) and because a tab counts itself in line only once its entry is old enough for every
 * other tab to have it. Then if tab A thinks it is first, any tab B deciding within a storage delivery of A has A's
 * entry, at a place no worse than A's own, and so does not think the same; decisions further apart are kept apart
 * by the claim a sending tab writes (`locks.ts`) and by the refresh record it leaves.
 */

export const presencePrefix = (stateKey: string) => `${stateKey}::refresh_tab::`;

/** How often a tab rewrites its entry. Also how often a tab that is not first asks again while a refresh is due. */
export const HEARTBEAT_MS = 1000;
/**
 * How old the first entry of a page's first join must be before the tab counts on it. Only tabs that open
 * together with no tab already in line depend on it, and they tolerate deliveries of up to half of it (375 ms).
 * It delays only the refresh of a page that opens with one due.
 */
export const JOIN_SETTLE_MS = 750;
/**
 * The same for a tab that joins again: after sleep or freezing (every tab comes back at once on a machine busy
 * waking up), a clock change, a logout and login, or the back-forward cache. Tolerates deliveries of up to 1.5 s.
 */
export const SETTLE_MS = 3000;
/**
 * A tab whose heartbeats were this far apart may have been written off by the others, so it joins again. For a
 * hidden tab, above the one-minute timer budget of Chromium's intensive throttling, so that a tab hidden for long
 * keeps its place and, when every tab is hidden, one of them still refreshes. Visible tabs' timers run on time.
 */
const LAPSE_MS = 90_000;
const VISIBLE_LAPSE_MS = 10_000;
/**
 * An entry not rewritten for this long belongs to a tab that crashed or froze: the next tab in line takes over.
 * Longer than the lapse by twice the slowest delivery tolerated, so that a tab that thinks itself in line is still
 * counted by the others. The entry says whether the tab was hidden, and so which of the two applies.
 */
export const EXPIRY_MS = 120_000;
export const VISIBLE_EXPIRY_MS = 15_000;
const lapseAfter = (hidden: boolean) => (hidden ? LAPSE_MS : VISIBLE_LAPSE_MS);
const expiryAfter = (hidden: boolean) => (hidden ? EXPIRY_MS : VISIBLE_EXPIRY_MS);
/** Entries up to this far in the future are current; beyond it, the wall clock was set back since they were written. */
const CLOCK_TOLERANCE_MS = 1000;

/** A place in line: time of joining (or just behind the tab it let go ahead), then tab id. */
interface Place {
  since: number;
  tab: string;
}

const ahead = (a: Place, b: Place) => a.since < b.since || (a.since === b.since && a.tab < b.tab);

/** `setTimeout`'s shape, for a timer that must not keep a Node process alive (`backgroundTimeout.ts`). */
export type Timeout = (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;

export interface PresenceDeps {
  store: KeyValueStore;
  prefix: string;
  env: Pick<SessionEnvironment, 'now' | 'tabId' | 'visible' | 'onPageHide' | 'onStorage' | 'storageKeys'>;
  /** The tab holds a session: only such tabs are in line, as only they run the refresh timer. */
  active(): boolean;
  /** Aborted when the manager is disposed: the tab leaves. */
  signal: AbortSignal;
  /** Sets the heartbeat's timer. */
  timeout: Timeout;
}

export type Presence = ReturnType<typeof createPresence>;

export function createPresence({ store, prefix, env, active, signal, timeout }: PresenceDeps) {
  const key = prefix + env.tabId;
  /** Since this tab (re)joined: when it wrote its first entry, its place, and its last entry. */
  let run: { joined: number; since: number; at: number; hidden: boolean; text: string } | undefined;
  let joinSettle = JOIN_SETTLE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Whatever this tab writes next is a join again, judged with the longer settle time. */
  function forget(): void {
    run = undefined;
    joinSettle = SETTLE_MS;
  }

  function leave(): void {
    if (!run) return;
    store.remove(key);
    forget();
  }

  /**
   * Timers stopped (sleep, freezing), the wall clock moved, or our entry was wiped: the others may no longer count
   * this tab. Judged by the lapse time of the last entry, the one the others hold.
   */
  function lapsed(now: number): boolean {
    if (!run) return false;
    const elapsed = now - run.at;
    return elapsed >= lapseAfter(run.hidden) || elapsed < -CLOCK_TOLERANCE_MS || store.get(key) !== run.text;
  }

  function others(now: number): (Place & { hidden: boolean })[] {
    const places: (Place & { hidden: boolean })[] = [];
    for (const name of env.storageKeys()) {
      if (!name.startsWith(prefix) || name === key) continue;
      try {
        const entry = JSON.parse(store.get(name) ?? 'null') as { since?: unknown; seen?: unknown; hidden?: unknown } | null;
        if (!entry || typeof entry.since !== 'number' || typeof entry.seen !== 'number') continue;
        const hidden = entry.hidden === true;
        // Its tab has lapsed and joins again if it comes back; removed, or crashed tabs would leave entries for good.
        if (now - entry.seen >= expiryAfter(hidden)) store.remove(name);
        else if (now - entry.seen >= -CLOCK_TOLERANCE_MS) places.push({ since: entry.since, tab: name.slice(prefix.length), hidden });
      } catch {
        // Not an entry this code wrote: ignore it.
      }
    }
    return places;
  }

  function beat(now: number): void {
    if (!active()) return leave();
    if (lapsed(now)) forget();
    let since = run?.since ?? now;
    const hidden = !env.visible();
    if (run && hidden) {
      // Hidden tabs have throttled timers, so a hidden tab lets a visible one right behind it go ahead: visible tabs
      // move to the front one place at a time. Stepping back is always safe (the others can only think this tab is
      // further ahead than it is, and then they wait), and a tab that died is never passed to the front this way.
      const mine = { since, tab: env.tabId };
      const next = others(now)
        .filter((other) => ahead(mine, other))
        .reduce<(Place & { hidden: boolean }) | undefined>((first, other) => (first && ahead(first, other) ? first : other), undefined);
      if (next && !next.hidden) since = next.since + 1;
    }
    const text = JSON.stringify({ since, seen: now, hidden });
    store.set(key, text);
    run = { joined: run?.joined ?? now, since, at: now, hidden, text };
  }

  function heartbeat(): void {
    // The manager may have been disposed while this module was loading.
    if (signal.aborted) return;
    beat(env.now());
    timer = timeout(heartbeat, HEARTBEAT_MS);
  }

  heartbeat();
  const stopPageHide = env.onPageHide(leave);
  // Storage was cleared. Tabs that wrote again just after the clear keep their entries while others' are gone
  // until their next write arrives: every tab joins again rather than trust the line it sees.
  const stopStorage = env.onStorage((changed) => changed === null && forget());
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    stopPageHide();
    stopStorage();
    leave();
  });

  return {
    /** 0 when this tab is first in line and may send the due refresh now; otherwise how long to wait before asking again. */
    wait(now: number): number {
      if (!run || lapsed(now)) beat(now);
      if (!run) return HEARTBEAT_MS;
      // Just joined: the others may not have this tab's entry yet, nor it theirs if they joined at the same time.
      if (now - run.joined < joinSettle) return run.joined + joinSettle - now;
      const mine = { since: run.since, tab: env.tabId };
      return others(now).some((other) => ahead(other, mine)) ? HEARTBEAT_MS : 0;
    },
  };
}
