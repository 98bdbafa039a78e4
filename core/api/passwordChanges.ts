import { DEFAULT_SESSION_MINUTES, checkArgs } from '../args.js';
import type { CoreClient } from '../client.js';
import { noSessionError } from '../errors.js';
import type { AuthResponse } from '../types.js';

/**
 * A signed-in user's password changes, apart from the sign-in's calls (./passwords.ts): only the account's password
 * section and the headless client make them, so the passwords chunk a login downloads does not carry them. Each
 * stores the session it answers, as every login call does.
 */

async function change(client: CoreClient, path: string, body: Record<string, unknown>): Promise<AuthResponse> {
  const response = await client.transport.request<AuthResponse>({ method: 'POST', path, body, protect: 'full' });
  client.session.storeAuthResponse(response);
  return response;
}

/** Replaces the password of the user whose email and current password are given. */
export async function passwordResetByExistingPassword(
  client: CoreClient,
  args: { email: string; existing_password: string; new_password: string; session_duration_minutes?: number },
): Promise<AuthResponse> {
  const body = { ...args, session_duration_minutes: args.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('passwords.resetByExistingPassword', body, {
    email: 'string',
    existing_password: 'string',
    new_password: 'string',
    session_duration_minutes: 'number',
  });
  return change(client, '/passwords/existing_password/reset', body);
}

/** Sets a new password for the signed-in user (the provider asks for an email or phone proven in the last 5 minutes). */
export async function passwordResetBySession(
  client: CoreClient,
  args: { password: string; session_duration_minutes?: number },
): Promise<AuthResponse> {
  const body = { ...args, session_duration_minutes: args.session_duration_minutes ?? DEFAULT_SESSION_MINUTES };
  checkArgs('passwords.resetBySession', body, { password: 'string', session_duration_minutes: 'number' });
  if (!client.session.getSync()) throw noSessionError();
  return change(client, '/passwords/session/reset', body);
}
