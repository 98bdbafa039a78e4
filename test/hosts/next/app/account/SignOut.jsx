'use client';
import { useLatchClient } from 'latch/react';

/**
 * Revokes the session (the widget's client drops its cookies), then loads the home page anew, as its server now sees
 * the visitor: a full load, so nothing the router fetched while they were signed in is shown again.
 */
export function SignOut() {
  const client = useLatchClient();
  const signOut = async () => {
    await client.session.revoke();
    window.location.assign('/');
  };
  return (
    <button type="button" onClick={signOut}>
      Sign out
    </button>
  );
}
