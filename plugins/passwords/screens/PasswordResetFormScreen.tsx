import { useState } from 'react';
import { LoginLinkView } from '../views/LoginLinkView.js';
import { ResetView } from '../views/ResetView.js';

/** What the reset page was opened with: the host's token, else the one in the address. */
export function readResetLink(hostToken: string | undefined, search: string): { kind: 'login' | 'reset'; token: string } {
  const query = new URLSearchParams(search);
  return { kind: query.get('stytch_token_type') === 'login' ? 'login' : 'reset', token: hostToken ?? query.get('token') ?? '' };
}

/**
 * The reset-password entry point (SPEC "Reset screen"): a `login` link logs straight in with a
 * magic-link authenticate; any other shows the form for a new password.
 */
export function PasswordResetFormScreen({ params }: { params: { token?: string } | undefined }) {
  const [link] = useState(() => readResetLink(params?.token, location.search));
  return link.kind === 'login' ? <LoginLinkView token={link.token} /> : <ResetView token={link.token} />;
}
