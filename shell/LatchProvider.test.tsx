import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, jsonHandler, ok, useApi } from '../test/support/widget.js';
import { fakeUser } from '../test/support/session.js';
import type { AuthResponse } from '../core/types.js';
import type { LatchClient } from './client.js';
import { adoptCss } from './theme/styleRegistry.js';
import {
  LatchAccount,
  LatchLogin,
  LatchPasskeyRegistration,
  LatchProvider,
  latchCss,
  LatchStyles,
  SignedIn,
  SignedOut,
  useLatchClient,
  useLatchRedirect,
  useSession,
  useUser,
} from './react.js';

const api = useApi();

/**
 * The provider keeps one client per page and options, for the page's life, so each test takes a token of its own:
 * a client another test signed in is never this test's.
 */
let tokens = 0;
const freshToken = () => `public-token-test-provider-${++tokens}`;

const login = (): AuthResponse =>
  ({
    user_id: 'user-test-1',
    user: fakeUser(),
    session: { session_id: 'session-1', user_id: 'user-test-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    session_token: 'sess-tok',
    session_jwt: 'sess-jwt',
    request_id: 'r',
    status_code: 200,
  }) as unknown as AuthResponse;

/** Hands the test the provider's client, and shows what the hooks read. */
let seen: LatchClient[] = [];
function Probe() {
  seen.push(useLatchClient());
  const session = useSession();
  const user = useUser();
  return <p>{session === undefined ? 'not known' : `session ${session?.session_id ?? 'none'}, user ${user?.user_id ?? 'none'}`}</p>;
}

const Gates = () => (
  <>
    <SignedIn>
      <p>members only</p>
    </SignedIn>
    <SignedOut>
      <p>please sign in</p>
    </SignedOut>
  </>
);

beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => {
  for (const client of new Set(seen)) client.dispose();
  seen = [];
});

describe('LatchProvider', () => {
  it('hands its client to LatchLogin, which needs no client prop, and the login sends a magic link', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    render(
      <LatchProvider publicToken={freshToken()} baseUrl={API}>
        <Probe />
        <LatchLogin config={{ products: ['emailMagicLinks'] }} />
      </LatchProvider>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(api.calls('/magic_links/email/login_or_create').map((c) => c.body)).toEqual([expect.objectContaining({ email: 'ada@example.com' })]);
  });

  it('useSession, useUser, SignedIn and SignedOut follow the session as it changes', () => {
    render(
      <LatchProvider publicToken={freshToken()} baseUrl={API}>
        <Probe />
        <Gates />
      </LatchProvider>,
    );
    expect(screen.getByText('session none, user none')).toBeTruthy();
    expect(screen.getByText('please sign in')).toBeTruthy();
    expect(screen.queryByText('members only')).toBeNull();

    act(() => seen[0]!.core.session.storeAuthResponse(login()));
    expect(screen.getByText('session session-1, user user-test-1')).toBeTruthy();
    expect(screen.getByText('members only')).toBeTruthy();
    expect(screen.queryByText('please sign in')).toBeNull();
  });

  it('makes one client per page and options, under StrictMode and across providers; other options get another', () => {
    const token = freshToken();
    const other = freshToken();
    const { unmount } = render(
      <StrictMode>
        <LatchProvider publicToken={token} baseUrl={API}>
          <Probe />
        </LatchProvider>
        <LatchProvider publicToken={token} baseUrl={API}>
          <Probe />
        </LatchProvider>
        <LatchProvider publicToken={other} baseUrl={API}>
          <Probe />
        </LatchProvider>
      </StrictMode>,
    );
    unmount();
    render(
      <LatchProvider publicToken={token} baseUrl={API}>
        <Probe />
      </LatchProvider>,
    );
    const clients = [...new Set(seen)];
    expect(clients.map((c) => c.core.publicToken)).toEqual([token, other]);
  });

  it('completes the email link the page was opened with, once, showing neither gate meanwhile', async () => {
    api.server.use(jsonHandler('post', '/magic_links/authenticate', () => ok(login() as unknown as Record<string, unknown>)));
    history.replaceState(null, '', '/?stytch_token_type=magic_links&token=link-1');
    function Status() {
      return <p>redirect {useLatchRedirect().status}</p>;
    }
    render(
      <StrictMode>
        <LatchProvider publicToken={freshToken()} baseUrl={API}>
          <Probe />
          <Status />
          <Gates />
        </LatchProvider>
      </StrictMode>,
    );
    expect(screen.getByText('redirect pending')).toBeTruthy();
    expect(screen.queryByText('please sign in')).toBeNull();
    await screen.findByText('members only');
    expect(screen.getByText('redirect done')).toBeTruthy();
    expect(api.calls('/magic_links/authenticate')).toEqual([expect.objectContaining({ body: expect.objectContaining({ token: 'link-1' }) })]);
    expect(location.search).toBe('');
  });

  it('renders neither gate on the server, and the hydrated page shows the browser’s answer without a mismatch', async () => {
    const tree = (token: string) => (
      <LatchProvider publicToken={token} baseUrl={API}>
        <main>
          <Probe />
          <Gates />
        </main>
      </LatchProvider>
    );
    const token = freshToken();
    const html = renderToString(tree(token));
    expect(html).toBe('<main><p>not known</p></main>');

    // The server's markup, built as elements: <main><p>not known</p></main>.
    const container = document.createElement('div');
    const main = container.appendChild(document.createElement('main'));
    main.appendChild(document.createElement('p')).textContent = 'not known';
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = hydrateRoot(container, tree(token), { onRecoverableError: (error) => mismatches.push(error) });
    await screen.findByText('please sign in');
    expect(screen.getByText('session none, user none')).toBeTruthy();
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});

describe('without a LatchProvider', () => {
  it('LatchLogin and the other entries with no client, and the hooks, say what they miss', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<LatchLogin config={{ products: ['emailMagicLinks'] }} />)).toThrow(
        'Invalid call to LatchLogin: render it inside <LatchProvider>, or pass the client made by createLatchClient.',
      );
      expect(() => render(<LatchPasskeyRegistration />)).toThrow('Invalid call to LatchPasskeyRegistration: render it inside');
      expect(() => render(<LatchAccount />)).toThrow('Invalid call to LatchAccount: render it inside');
      expect(() => render(<Probe />)).toThrow('Invalid call to useLatchClient');
      expect(() => render(<Gates />)).toThrow('Invalid call to useSession');
    } finally {
      console.error = quiet;
    }
  });
});

describe('LatchStyles', () => {
  // In the build each stylesheet module adopts its CSS as it loads; vitest's vanilla-extract plugin does not, so one does.
  adoptCss('.latch-probe{color:rgb(1,2,3)}');

  it("puts the widget's CSS in <head> once, however many render it, with the nonce given", () => {
    render(
      <>
        <LatchStyles nonce="n-1" />
        <LatchStyles nonce="n-1" />
      </>,
    );
    const styles = document.head.querySelectorAll('style[data-href="latch"]');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe(latchCss());
    expect(latchCss()).toContain('.latch-probe{color:rgb(1,2,3)}');
    expect(styles[0]!.getAttribute('nonce')).toBe('n-1');
  });

  it('is in the server render', () => {
    expect(renderToString(<LatchStyles />)).toContain('.latch-probe{color:rgb(1,2,3)}');
  });
});
