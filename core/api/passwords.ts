import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import type { AuthResponse, Common } from '../types.js';

export interface PasswordCredentials {
  email: string;
  password: string;
  /** @default 30 */
  session_duration_minutes?: number;
}

export interface ResetByEmailStartOptions {
  email: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
}

export interface StrengthCheckResponse extends Common {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: 'zxcvbn' | 'luds' | 'none';
  feedback: {
    suggestions: string[];
    warning: string;
    luds_requirements: {
      has_digit: boolean;
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_symbol: boolean;
      missing_characters: number;
      missing_complexity: number;
    };
  };
}

const credentialChecks = { email: 'string', password: 'string', session_duration_minutes: 'number' } as const;

async function login(client: CoreClient, path: string, body: Record<string, unknown>): Promise<AuthResponse> {
  const response = await client.transport.request<AuthResponse>({ method: 'POST', path, body, protect: 'full' });
  client.session.storeAuthResponse(response);
  return response;
}

/** Creates the user with a password and logs them in. */
export async function passwordCreate(client: CoreClient, args: PasswordCredentials): Promise<AuthResponse & { email_id: string }> {
  const body = { ...args, session_duration_minutes: args.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('passwords.create', body, credentialChecks);
  return (await login(client, '/passwords', body)) as AuthResponse & { email_id: string };
}

export async function passwordAuthenticate(client: CoreClient, args: PasswordCredentials): Promise<AuthResponse> {
  const body = { ...args, session_duration_minutes: args.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('passwords.authenticate', body, credentialChecks);
  return login(client, '/passwords/authenticate', body);
}

/** Emails a reset link; the PKCE challenge goes out only when the project requires it (CONTRACT §5). */
export async function passwordResetByEmailStart(client: CoreClient, args: ResetByEmailStartOptions): Promise<Common> {
  checkArgs(
    'passwords.resetByEmailStart',
    { ...args },
    {
      email: 'string',
      login_redirect_url: 'optionalString',
      reset_password_redirect_url: 'optionalString',
      reset_password_expiration_minutes: 'optionalNumber',
      reset_password_template_id: 'optionalString',
      locale: 'optionalString',
    },
  );
  const { pkceRequiredForPasswordResets } = await client.bootstrap.get();
  const code_challenge = pkceRequiredForPasswordResets ? await client.pkce.start('passwords') : undefined;
  return client.transport.request({ method: 'POST', path: '/passwords/email/reset/start', body: { ...args, code_challenge }, protect: 'full' });
}

/**
 * Sets the new password from an emailed token and logs in. The verifier is sent whenever one is
 * held (the link may be opened where the reset was started), and forgotten once it has been used.
 */
export async function passwordResetByEmail(
  client: CoreClient,
  args: { token: string; password: string; session_duration_minutes?: number },
): Promise<AuthResponse> {
  const body = { ...args, session_duration_minutes: args.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('passwords.resetByEmail', body, { token: 'string', password: 'string', session_duration_minutes: 'number' });
  const { pkceRequiredForPasswordResets } = await client.bootstrap.get();
  const code_verifier = await client.pkce.verifierFor('passwords', pkceRequiredForPasswordResets);
  const response = await login(client, '/passwords/email/reset', { ...body, code_verifier });
  client.pkce.clear('passwords');
  return response;
}

/** The email, when given, counts against passwords that contain it. A superseded check can be cancelled. */
export async function passwordStrengthCheck(
  client: CoreClient,
  args: { password: string; email?: string },
  options: { signal?: AbortSignal } = {},
): Promise<StrengthCheckResponse> {
  checkArgs('passwords.strengthCheck', { ...args }, { password: 'string', email: 'optionalString' });
  return client.transport.request({
    method: 'POST',
    path: '/passwords/strength_check',
    body: { ...args },
    ...(options.signal && { signal: options.signal }),
  });
}
