/**
 * One page's requests as the browser's network stack saw them (CDP Network events), with times in ms relative to
 * navigation start: the page's `performance.timeOrigin`, which is also the origin of the probe's times.
 */
import type { CDPSession } from 'playwright-core';

export interface RequestRecord {
  url: string;
  method: string;
  /** CDP resource type (Document, Script, Fetch, …), or Preflight for a CORS preflight. */
  type: string;
  start: number;
  /** Undefined while in flight. */
  end: number | undefined;
  /** Encoded (on the wire, after gzip) response body bytes; headers not included. */
  bytes: number;
  status: number | undefined;
  /** net error text when it failed (an external host the bench refuses to resolve, for one). */
  failed: string | undefined;
}

interface Timed extends RequestRecord {
  /** CDP monotonic seconds. */
  startedAt: number;
  endedAt: number | undefined;
  wallTime: number;
  /** Bytes received when the response headers arrived: the headers. */
  headerBytes: number;
}

export class NetworkLog {
  private readonly byId = new Map<string, Timed>();
  private readonly waiters = new Set<() => void>();
  /** Wall-clock ms of navigation start (`performance.timeOrigin`), set once the page has committed. */
  private timeOrigin: number | undefined;

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:') || e.redirectResponse) return;
      this.byId.set(e.requestId, {
        url: e.request.url,
        method: e.request.method,
        type: e.request.method === 'OPTIONS' ? 'Preflight' : (e.type ?? 'Other'),
        startedAt: e.timestamp,
        wallTime: e.wallTime,
        headerBytes: 0,
        endedAt: undefined,
        start: 0,
        end: undefined,
        bytes: 0,
        status: undefined,
        failed: undefined,
      });
      this.changed();
    });
    cdp.on('Network.responseReceived', (e) => {
      const record = this.byId.get(e.requestId);
      if (!record) return;
      record.status = e.response.status;
      record.headerBytes = e.response.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const record = this.byId.get(e.requestId);
      if (!record) return;
      record.endedAt = e.timestamp;
      // Newer Chromium reports the body size; this one reports the total, which includes the headers.
      record.bytes = e.encodedBodyLength ?? Math.max(0, e.encodedDataLength - record.headerBytes);
      this.changed();
    });
    cdp.on('Network.loadingFailed', (e) => {
      const record = this.byId.get(e.requestId);
      if (!record) return;
      record.endedAt = e.timestamp;
      record.failed = e.blockedReason ?? e.errorText;
      this.changed();
    });
  }

  setTimeOrigin(ms: number): void {
    this.timeOrigin = ms;
  }

  /** Every request so far, in start order, with times relative to navigation start. */
  requests(): RequestRecord[] {
    const all = [...this.byId.values()].sort((a, b) => a.startedAt - b.startedAt);
    const first = all.find((r) => r.type === 'Document') ?? all[0];
    if (!first) return [];
    // Monotonic seconds to ms since navigation start: the document request's wall time anchors the two clocks.
    const anchor = this.timeOrigin === undefined ? 0 : first.wallTime * 1000 - this.timeOrigin;
    const rel = (t: number) => anchor + (t - first.startedAt) * 1000;
    return all.map(({ startedAt, endedAt, wallTime: _w, headerBytes: _h, ...r }) => ({
      ...r,
      start: rel(startedAt),
      end: endedAt === undefined ? undefined : rel(endedAt),
    }));
  }

  /** Resolves when `done()` holds, checked after every network event; rejects after `timeoutMs`. */
  until(done: (requests: RequestRecord[]) => boolean, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done(this.requests())) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`network did not settle within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  private changed(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
