/**
 * msw request handlers that answer the widget's `/sdk/v1` calls as the provider does (CONTRACT §3-§6), for hosts'
 * component tests: `setupServer(...latchHandlers({ baseUrl }))`. They keep a little state, as the provider does: a
 * login issues a session token, `sessions/authenticate` and `users/me` accept only a token issued and not revoked, and
 * `otps/authenticate` accepts only the configured code for a method id it sent to.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuthenticationFactor, User } from '../../core/types.js';
import { testAuthResponse, testBootstrap, testId, testSession, testUser, type RawBootstrap } from './fixtures.js';

export interface LatchHandlerOptions {
  /** The `baseUrl` of your client. @default 'https://test.stytch.com' (where a `public-token-test-…` token goes) */
  baseUrl?: string;
  /** Bootstrap fields over a dev project's (no captcha, no PKCE, no watermark). */
  bootstrap?: Partial<RawBootstrap>;
  /** Fields of the user every login signs in (a new id per login unless you give `user_id`). */
  user?: Partial<User>;
  /** The one code `otps/authenticate` accepts. @default '000000' */
  otpCode?: string;
  /** What `users/search` says of every email, which decides the passwords product's next screen. @default 'new' */
  userType?: 'new' | 'password' | 'passwordless';
  /** @default 30 */
  sessionDurationMinutes?: number;
}

/** The full URL of an `/sdk/v1` path, for handlers of your own (`server.use(http.post(latchUrl('/otps/authenticate'), …))`). */
export const latchUrl = (path: string, baseUrl = 'https://test.stytch.com') => `${baseUrl.replace(/\/+$/, '')}/sdk/v1${path}`;

/** A success envelope (CONTRACT §3): `{ data }`, with `request_id` and `status_code` inside it. */
export const latchData = (data: Record<string, unknown> = {}) =>
  HttpResponse.json({ data: { request_id: testId('request'), status_code: 200, ...data } });

/** An error as the provider sends it (CONTRACT §3): the widget shows `message` and reports `type` to `onError`. */
export const latchError = (status: number, type: string, message: string) =>
  HttpResponse.json(
    {
      status_code: status,
      error_type: type,
      error_message: message,
      error_url: `https://stytch.com/docs/api/errors/${status}#${type}`,
      request_id: testId('request'),
    },
    { status },
  );

const sessionNotFound = () => latchError(404, 'session_not_found', 'Session could not be found.');

/** The secret of the Basic authorization (`public_token:secret`), which is a session token once someone is signed in. */
function secretOf(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  if (!header.startsWith('Basic ')) return undefined;
  try {
    const decoded = atob(header.slice(6));
    return decoded.slice(decoded.indexOf(':') + 1);
  } catch {
    return undefined;
  }
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const parsed: unknown = await request.json().catch(() => ({}));
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function latchHandlers(options: LatchHandlerOptions = {}): HttpHandler[] {
  const url = (path: string) => latchUrl(path, options.baseUrl);
  const otpCode = options.otpCode ?? '000000';
  const sessions = new Map<string, ReturnType<typeof testAuthResponse>>();
  const otpDestinations = new Map<string, { channel: 'email' | 'sms' | 'whatsapp'; to: string }>();

  /** Signs the configured user in with `factor`, as every login call does; `extra` goes beside the AuthResponse. */
  function login(body: Record<string, unknown>, factor: AuthenticationFactor, contact: Partial<User>, extra: Record<string, unknown> = {}) {
    const user = testUser({ ...contact, ...options.user });
    const minutes = typeof body.session_duration_minutes === 'number' ? body.session_duration_minutes : (options.sessionDurationMinutes ?? 30);
    const response = testAuthResponse(user, testSession(user, minutes, factor), extra);
    sessions.set(response.session_token, response);
    return latchData(response);
  }
  const now = () => new Date().toISOString();
  /** A login by email; `extra` names the fields that carry the email's id beside the AuthResponse (`method_id`, `email_id`). */
  const emailLogin = (body: Record<string, unknown>, deliveryMethod: string, type: string, extra: string[] = []) => {
    const email = typeof body.email === 'string' ? body.email : (options.user?.emails?.[0]?.email ?? 'ada@example.com');
    const email_id = testId('email');
    const factor = {
      type,
      delivery_method: deliveryMethod,
      last_authenticated_at: now(),
      ...(deliveryMethod === 'email' && { email_factor: { email_id, email_address: email } }),
    };
    return login(body, factor, { emails: [{ email_id, email, verified: true }] }, Object.fromEntries(extra.map((field) => [field, email_id])));
  };
  const current = (request: Request) => {
    const secret = secretOf(request);
    return secret === undefined ? undefined : sessions.get(secret);
  };
  const sendOtp = (channel: 'email' | 'sms' | 'whatsapp') =>
    http.post(url(`/otps/${channel}/login_or_create`), async ({ request }) => {
      const body = await bodyOf(request);
      const to = String(channel === 'email' ? body.email : body.phone_number);
      const method_id = testId(channel === 'email' ? 'email' : 'phone-number');
      otpDestinations.set(method_id, { channel, to });
      return latchData({ method_id });
    });

  return [
    http.get(url('/projects/bootstrap/:publicToken'), () => latchData({ ...testBootstrap(options.bootstrap) })),
    // Telemetry: accepted and dropped, as the provider's answer is ignored anyway.
    http.post(url('/events'), () => latchData()),
    http.post(url('/users/search'), () => latchData({ userType: options.userType ?? 'new' })),
    http.post(url('/magic_links/email/login_or_create'), () => latchData()),
    http.post(url('/magic_links/authenticate'), async ({ request }) => {
      const body = await bodyOf(request);
      if (typeof body.token !== 'string' || !body.token) return latchError(400, 'invalid_token', 'The token is missing.');
      return emailLogin(body, 'email', 'magic_link', ['method_id']);
    }),
    sendOtp('email'),
    sendOtp('sms'),
    sendOtp('whatsapp'),
    http.post(url('/otps/authenticate'), async ({ request }) => {
      const body = await bodyOf(request);
      const sent = otpDestinations.get(String(body.method_id));
      if (!sent || body.token !== otpCode) {
        return latchError(
          404,
          'otp_code_not_found',
          'An otp_code for this method_id could not be found: the code is wrong, expired, already used, or was tried too many times.',
        );
      }
      otpDestinations.delete(String(body.method_id));
      const method_id = String(body.method_id);
      if (sent.channel === 'email') {
        return login(
          body,
          { type: 'otp', delivery_method: 'email', last_authenticated_at: now(), email_factor: { email_id: method_id, email_address: sent.to } },
          { emails: [{ email_id: method_id, email: sent.to, verified: true }] },
          { method_id },
        );
      }
      return login(
        body,
        {
          type: 'otp',
          delivery_method: sent.channel,
          last_authenticated_at: now(),
          phone_number_factor: { phone_id: method_id, phone_number: sent.to },
        },
        { emails: [], phone_numbers: [{ phone_id: method_id, phone_number: sent.to, verified: true }] },
        { method_id },
      );
    }),
    http.post(url('/passwords/strength_check'), () =>
      latchData({
        valid_password: true,
        score: 4,
        breached_password: false,
        breach_detection_on_create: true,
        strength_policy: 'zxcvbn',
        feedback: {
          suggestions: [],
          warning: '',
          luds_requirements: {
            has_digit: true,
            has_lower_case: true,
            has_upper_case: true,
            has_symbol: true,
            missing_characters: 0,
            missing_complexity: 0,
          },
        },
      }),
    ),
    http.post(url('/passwords'), async ({ request }) => emailLogin(await bodyOf(request), 'knowledge', 'password', ['email_id'])),
    http.post(url('/passwords/authenticate'), async ({ request }) => emailLogin(await bodyOf(request), 'knowledge', 'password')),
    http.post(url('/passwords/email/reset/start'), () => latchData()),
    http.post(url('/passwords/email/reset'), async ({ request }) => emailLogin(await bodyOf(request), 'knowledge', 'password')),
    http.post(url('/sessions/authenticate'), ({ request }) => {
      const signedIn = current(request);
      return signedIn ? latchData({ ...signedIn, request_id: testId('request') }) : sessionNotFound();
    }),
    http.post(url('/sessions/revoke'), ({ request }) => {
      const secret = secretOf(request);
      if (secret === undefined || !sessions.delete(secret)) return sessionNotFound();
      return latchData();
    }),
    http.get(url('/users/me'), ({ request }) => {
      const signedIn = current(request);
      return signedIn ? latchData({ ...signedIn.user }) : sessionNotFound();
    }),
  ];
}
