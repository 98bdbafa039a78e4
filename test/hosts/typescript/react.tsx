// A React host that imports only `latch/react`, augmenting the registries through 'latch' as
// docs/plugin-authoring.md says, and using each public function of the entry.
import { createLatchClient, LatchLogin, LatchResetPassword, latchCss, useLatchRedirect, useLatchSession, useLatchUser } from 'latch/react';

declare module 'latch' {
  interface LoginConfig {
    /** A host plugin's options block. */
    hostWandOptions?: { waves: number };
  }
}

const client = createLatchClient('public-token-test-…', { baseUrl: 'http://localhost:4100' });

export function Page() {
  const session = useLatchSession(client);
  const user = useLatchUser(client);
  const redirect = useLatchRedirect(client, { session_duration_minutes: 60 });
  if (redirect.status === 'done' && redirect.result.type === 'reset_password') {
    return <LatchResetPassword client={client} passwordResetToken={redirect.result.token} />;
  }
  if (redirect.status === 'done' && redirect.result.type !== 'reset_password') return <p>{redirect.result.response.user.user_id}</p>;
  if (session) return <p>{user?.emails[0]?.email}</p>;
  return (
    <>
      <LatchLogin
        client={client}
        enableShadowDOM
        config={{ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] }, hostWandOptions: { waves: 3 } }}
        callbacks={{ onEvent: ({ type }) => type, onError: ({ message }) => message }}
      />
      {/* @ts-expect-error the augmented block is checked: waves is a number */}
      <LatchLogin client={client} config={{ hostWandOptions: { waves: 'three' } }} />
      {/* @ts-expect-error an option no product declares does not compile */}
      <LatchLogin client={client} config={{ noSuchOptions: {} }} />
    </>
  );
}

export const css: string = latchCss();
client.dispose();
