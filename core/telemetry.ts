import { base64Utf8 } from './encoding.js';

/** Library identity sent in X-SDK-Client; the hosted service keys its client handling on it (CONTRACT §2). */
export const SDK_IDENTIFIER = 'Stytch.js Javascript SDK';
export const SDK_VERSION = '5.24.0';
export const EVENT_BATCH_SIZE = 15;
export const EVENT_FLUSH_MS = 800;

export interface TelemetryIds {
  userId?: string | undefined;
  sessionId?: string | undefined;
}

export interface TelemetryPayload {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
  stytch_user_id?: string;
  stytch_session_id?: string;
}

const uuid = () => crypto.randomUUID();

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };
let zone: string | undefined;
/**
 * The visitor's IANA time zone, read once. Temporal answers at once where the browser has it; the first
 * `Intl.DateTimeFormat` of a page loads the time-zone data instead (some 60-110 ms on a slow phone), and the first
 * request (bootstrap, at client creation) would make the first paint wait for it.
 */
const timeZone = () => (zone ??= (globalThis as WithTemporal).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A fresh payload per call: the ids are regenerated every time, as the published client does. */
export function telemetryPayload(ids: TelemetryIds = {}): TelemetryPayload {
  const payload: TelemetryPayload = {
    event_id: `event-id-${uuid()}`,
    app_session_id: `app-session-id-${uuid()}`,
    persistent_id: `persistent-id-${uuid()}`,
    client_sent_at: new Date().toISOString(),
    timezone: timeZone(),
    app: { identifier: typeof location === 'undefined' ? '' : location.hostname },
    sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
  };
  if (ids.userId) payload.stytch_user_id = ids.userId;
  if (ids.sessionId) payload.stytch_session_id = ids.sessionId;
  return payload;
}

export const encodeHeader = (value: unknown): string => base64Utf8(JSON.stringify(value));

export interface TelemetryEvent {
  name: string;
  details?: Record<string, unknown>;
  error?: { code?: string; description?: string; httpStatus?: number };
}

/** Where the batches go: the transport's `/events` call (core/transport.ts), which builds its headers from this module. */
export interface EventSink {
  sendEvents(batch: unknown[]): Promise<void>;
}

export interface EventLogger {
  log(event: TelemetryEvent): void;
  flush(): Promise<void>;
  dispose(): void;
}

/**
 * Queues events and sends them in batches of at most 15, 800 ms after the first one queued,
 * so a burst of UI events costs one request. Failures are swallowed: telemetry never breaks a login.
 */
export function createEventLogger(opts: { publicToken: string; transport: EventSink; ids: () => TelemetryIds }): EventLogger {
  let queue: unknown[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.slice(0, EVENT_BATCH_SIZE);
      queue = queue.slice(EVENT_BATCH_SIZE);
      await opts.transport.sendEvents(batch).catch(() => undefined);
    }
  };

  return {
    log(event) {
      queue.push({
        telemetry: telemetryPayload(opts.ids()),
        event: {
          public_token: opts.publicToken,
          event_name: event.name,
          details: event.details ?? {},
          ...(event.error?.code !== undefined && { error_code: event.error.code }),
          ...(event.error?.description !== undefined && { error_description: event.error.description }),
          ...(event.error?.httpStatus !== undefined && { http_status_code: event.error.httpStatus }),
        },
      });
      timer ??= setTimeout(() => void flush(), EVENT_FLUSH_MS);
    },
    flush,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}

/** Telemetry describes a visitor's page: off a page (server rendering, a script) events are dropped, never sent. */
export function silentEventLogger(): EventLogger {
  return { log: () => undefined, flush: () => Promise.resolve(), dispose: () => undefined };
}
