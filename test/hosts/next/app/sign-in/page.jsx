import { redirect } from 'next/navigation';
import { getSession } from 'latch/next';
import { LatchLogin, SignedIn } from 'latch/react';
import { Continue } from './Continue.jsx';

const config = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** The locales this page offers in its address (`?locale=fr`), as a host with a language switch would. */
const LOCALES = ['fr'];

/**
 * Where the proxy sends a signed-out visitor, with the path they asked for in `redirect_url`. The server knows who
 * is signed in, so it draws the form itself (styled by the layout's LatchStyles before any script runs), and a visitor
 * already in goes straight back.
 */
export default async function SignIn({ searchParams }) {
  const { redirect_url: asked, locale } = await searchParams;
  // Only a path of this site: a full address there would make the page an open redirect.
  const back = typeof asked === 'string' && asked.startsWith('/') && !asked.startsWith('//') ? asked : '/';
  if (await getSession()) redirect(back);
  return (
    <main>
      <h1>Sign in</h1>
      <LatchLogin config={LOCALES.includes(locale) ? { ...config, locale } : config} />
      <SignedIn>
        <Continue to={back} />
      </SignedIn>
    </main>
  );
}
