import { LatchLogin, useLatchUser, type LatchClient } from 'latch/react';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

/** A host's page: the login widget for a visitor, their email and a log-out button once they are signed in. */
export function AccountPage({ client }: { client: LatchClient }) {
  const user = useLatchUser(client);
  if (!user) return <LatchLogin client={client} config={config} />;
  return (
    <main>
      <p>Signed in as {user.emails[0]?.email}</p>
      <button type="button" onClick={() => void client.session.revoke()}>
        Log out
      </button>
    </main>
  );
}
