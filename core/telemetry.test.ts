import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_BATCH_SIZE, EVENT_FLUSH_MS, createEventLogger, encodeHeader, telemetryPayload, type TelemetryIds } from './telemetry.js';

const TOKEN = 'public-token-test-telemetry';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NOW = new Date('2030-02-03T04:05:06.789Z');

interface Sent {
  telemetry: Record<string, unknown>;
  event: Record<string, unknown>;
}

function setup(opts: { fail?: boolean; ids?: () => TelemetryIds } = {}) {
  const batches: Sent[][] = [];
  const sendEvents = vi.fn(async (batch: unknown[]) => {
    batches.push(batch as Sent[]);
    if (opts.fail) throw new Error('offline');
  });
  const logger = createEventLogger({ publicToken: TOKEN, transport: { sendEvents }, ids: opts.ids ?? (() => ({})) });
  return { logger, sendEvents, batches, names: () => batches.map((b) => b.map((e) => e.event.event_name)) };
}

describe('event logger', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC §9 constants', () => {
    expect(EVENT_BATCH_SIZE).toBe(15);
    expect(EVENT_FLUSH_MS).toBe(800);
  });

  it('sends nothing before 800 ms and one batch at 800 ms after the first event', async () => {
    const { logger, sendEvents, names } = setup();
    logger.log({ name: 'sdk_instantiated' });
    await vi.advanceTimersByTimeAsync(500);
    logger.log({ name: 'render_login_screen' });
    // One pending flush for the burst, not one per event.
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(sendEvents).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sendEvents).toHaveBeenCalledTimes(1);
    expect(names()).toEqual([['sdk_instantiated', 'render_login_screen']]);
    // The second event did not start a window of its own.
    await vi.advanceTimersByTimeAsync(5000);
    expect(sendEvents).toHaveBeenCalledTimes(1);
  });

  it('an event after a flush opens a new 800 ms window', async () => {
    const { logger, sendEvents, names } = setup();
    logger.log({ name: 'a' });
    await vi.advanceTimersByTimeAsync(800);
    logger.log({ name: 'b' });
    await vi.advanceTimersByTimeAsync(799);
    expect(sendEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(names()).toEqual([['a'], ['b']]);
  });

  it('31 events go out as 3 requests of 15, 15 and 1, in order', async () => {
    const { logger, sendEvents, batches, names } = setup();
    for (let i = 0; i < 31; i++) logger.log({ name: `e${i}` });
    await vi.advanceTimersByTimeAsync(799);
    expect(sendEvents).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((b) => b.length)).toEqual([15, 15, 1]);
    expect(names().flat()).toEqual(Array.from({ length: 31 }, (_, i) => `e${i}`));
  });

  it('exactly 15 events make one request', async () => {
    const { logger, batches } = setup();
    for (let i = 0; i < 15; i++) logger.log({ name: `e${i}` });
    await vi.advanceTimersByTimeAsync(800);
    expect(batches.map((b) => b.length)).toEqual([15]);
  });

  it('each entry is {telemetry, event} as in CONTRACT §5', async () => {
    const { logger, batches } = setup({ ids: () => ({ userId: 'user-test-9', sessionId: 'session-test-9' }) });
    logger.log({ name: 'email_try_again_clicked', details: { email: 'a@b.co', type: 'login_or_create' } });
    logger.log({ name: 'passkey_failed', error: { code: 'webauthn_registration_not_found', description: 'gone', httpStatus: 404 } });
    await vi.advanceTimersByTimeAsync(800);
    const [first, second] = batches[0]!;
    expect(Object.keys(first!).sort()).toEqual(['event', 'telemetry']);
    expect(first!.event).toStrictEqual({
      public_token: TOKEN,
      event_name: 'email_try_again_clicked',
      details: { email: 'a@b.co', type: 'login_or_create' },
    });
    expect(second!.event).toStrictEqual({
      public_token: TOKEN,
      event_name: 'passkey_failed',
      details: {},
      error_code: 'webauthn_registration_not_found',
      error_description: 'gone',
      http_status_code: 404,
    });
    expect(first!.telemetry).toEqual({
      event_id: expect.stringMatching(new RegExp(`^event-id-${UUID}$`)),
      app_session_id: expect.stringMatching(new RegExp(`^app-session-id-${UUID}$`)),
      persistent_id: expect.stringMatching(new RegExp(`^persistent-id-${UUID}$`)),
      client_sent_at: '2030-02-03T04:05:06.789Z',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      app: { identifier: 'localhost' },
      sdk: { identifier: 'Stytch.js Javascript SDK', version: '5.24.0' },
      stytch_user_id: 'user-test-9',
      stytch_session_id: 'session-test-9',
    });
    expect(second!.telemetry.event_id).not.toBe(first!.telemetry.event_id);
  });

  it('an error with only some fields sends only those fields', async () => {
    const { logger, batches } = setup();
    logger.log({ name: 'x', error: { httpStatus: 0 } });
    await vi.advanceTimersByTimeAsync(800);
    expect(batches[0]![0]!.event).toStrictEqual({ public_token: TOKEN, event_name: 'x', details: {}, http_status_code: 0 });
  });

  it('swallows send failures and still sends the remaining batches', async () => {
    const { logger, batches } = setup({ fail: true });
    for (let i = 0; i < 16; i++) logger.log({ name: `e${i}` });
    await vi.advanceTimersByTimeAsync(800);
    expect(batches.map((b) => b.length)).toEqual([15, 1]);
    await expect(logger.flush()).resolves.toBeUndefined();
  });

  it('flush() sends at once and cancels the pending timer', async () => {
    const { logger, sendEvents } = setup();
    logger.log({ name: 'a' });
    await logger.flush();
    expect(sendEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sendEvents).toHaveBeenCalledTimes(1);
  });

  it('flush() with nothing queued sends nothing', async () => {
    const { logger, sendEvents } = setup();
    await logger.flush();
    expect(sendEvents).not.toHaveBeenCalled();
  });

  it('dispose drops the queue and the timer', async () => {
    const { logger, sendEvents } = setup();
    logger.log({ name: 'a' });
    logger.log({ name: 'b' });
    logger.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    await logger.flush();
    expect(sendEvents).not.toHaveBeenCalled();
  });
});

describe('telemetry payload', () => {
  it('omits the user and session ids when none are known', () => {
    const p = telemetryPayload({ userId: undefined, sessionId: undefined });
    expect('stytch_user_id' in p).toBe(false);
    expect('stytch_session_id' in p).toBe(false);
  });

  it('encodeHeader is standard base64 of the JSON, UTF-8 safe', () => {
    const value = { a: 'é✓', b: [1, 2] };
    const encoded = encodeHeader(value);
    expect(encoded).toBe(Buffer.from(JSON.stringify(value), 'utf8').toString('base64'));
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toEqual(value);
  });
});
