// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestProvider } from '../testkit';
import type { TestProvider } from '../testkit';

/**
 * Every endpoint, fed bodies of every wrong shape: the provider must answer with the contract's JSON
 * error body (or a normal answer), never a 5xx, a stack trace or a hang. The inputs are a fixed list,
 * so a failure names the exact request to replay.
 */
const POSTS = [
  '/users/search',
  '/sessions/authenticate',
  '/sessions/revoke',
  '/magic_links/email/login_or_create',
  '/magic_links/email/send/primary',
  '/magic_links/email/send/secondary',
  '/magic_links/authenticate',
  '/otps/sms/login_or_create',
  '/otps/whatsapp/login_or_create',
  '/otps/email/login_or_create',
  '/otps/sms/send/primary',
  '/otps/email/send/secondary',
  '/otps/authenticate',
  '/passwords',
  '/passwords/authenticate',
  '/passwords/strength_check',
  '/passwords/email/reset/start',
  '/passwords/email/reset',
  '/passwords/existing_password/reset',
  '/passwords/session/reset',
  '/totps',
  '/totps/authenticate',
  '/totps/recovery_codes',
  '/totps/recover',
  '/impersonation/authenticate',
];

const FIELDS = [
  'email',
  'password',
  'token',
  'method_id',
  'phone_number',
  'session_duration_minutes',
  'expiration_minutes',
  'code_verifier',
  'totp_code',
  'recovery_code',
  'new_password',
  'existing_password',
  'impersonation_token',
];

const VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000\ud800',
  [],
  ['a'],
  {},
  { $gt: '' },
  '../../etc/passwd',
  "' OR 1=1 --",
];

const RAW_BODIES = ['', 'null', '1', '"text"', '[]', '{', '{"a":', '\u0000', '{"email":"a@b.co"}garbage'];

let p: TestProvider;
/** With a live session the session-only endpoints get past authentication and read their bodies too. */
let sessionToken: string;
beforeAll(async () => {
  p = await makeTestProvider();
  sessionToken = (await p.signUp('robust@example.com')).session_token;
});

function expectContractAnswer(label: string, result: { status: number; json: unknown; headers: Headers }) {
  expect(result.status, label).toBeLessThan(500);
  expect(result.headers.get('content-type'), label).toContain('application/json');
  if (result.status >= 400) {
    expect(result.json, label).toMatchObject({ status_code: result.status, error_type: expect.any(String), error_message: expect.any(String) });
    expect(JSON.stringify(result.json), label).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  }
}

describe('robustness of every endpoint', () => {
  it.each(POSTS)('POST %s answers every wrong-typed field with a JSON error, never a 5xx', async (path) => {
    for (const secret of [undefined, sessionToken]) {
      for (const field of FIELDS) {
        for (const value of VALUES) {
          const result = await p.post(path, { [field]: value }, secret);
          expectContractAnswer(`${path} ${secret ? 'with' : 'without'} a session {${field}: ${JSON.stringify(value)?.slice(0, 40)}}`, result);
        }
      }
    }
  });

  it.each(POSTS)('POST %s answers malformed bodies with a JSON error', async (path) => {
    for (const secret of [undefined, sessionToken]) {
      for (const raw of RAW_BODIES) {
        expectContractAnswer(`${path} raw ${JSON.stringify(raw)}`, await p.call('POST', `/sdk/v1${path}`, { raw, ...(secret && { secret }) }));
      }
    }
  });

  it('answers odd paths and methods with JSON errors', async () => {
    for (const [method, path] of [
      ['GET', '/sdk/v1/users/search'],
      ['DELETE', '/sdk/v1/users/unknown_kind/x'],
      ['DELETE', '/sdk/v1/users/emails/%00'],
      ['GET', '/sdk/v1/projects/bootstrap/%E0%A4%A'],
      ['PUT', '/sdk/v1/users/me'],
      ['POST', '/sdk/v1/no/such/route'],
    ] as const) {
      expectContractAnswer(`${method} ${path}`, await p.call(method, path, method === 'GET' ? {} : { raw: '{"untrusted_metadata": 5}' }));
    }
  });
});
