/**
 * Reading a redirect page's address, apart from completing it (core/redirect.ts): a React redirect page needs this
 * much at its first render, the authenticate calls only once its effect runs.
 */
export type Found =
  { type: 'magic_links' | 'login' | 'oauth' | 'reset_password'; token: string } | { type: 'oauth'; error: string; description: string };

const TYPES: readonly string[] = ['magic_links', 'login', 'oauth', 'reset_password'];
export const PARAMS = ['stytch_token_type', 'token', 'error', 'error_description'];

/** The redirect an address carries: a token of a known type, a social sign-in's error, or nothing. */
export function readRedirect(href: string): Found | undefined {
  const params = new URL(href).searchParams;
  const type = params.get('stytch_token_type');
  if (type === null || !TYPES.includes(type)) return undefined;
  const token = params.get('token');
  if (token) return { type: type as Found['type'], token };
  const error = params.get('error');
  return type === 'oauth' && error ? { type, error, description: params.get('error_description') ?? '' } : undefined;
}
