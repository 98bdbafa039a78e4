import { escapeHtml } from '../http/html';
import { MIXES, mixHref } from './mixes';

export type DemoPageId = 'login' | 'reset' | 'passkeys' | 'account' | 'idp-authorize' | 'idp-logout';

export const DEMO_PAGES: Record<DemoPageId, { path: string; title: string; intro: string }> = {
  login: {
    path: '/',
    title: 'Log in',
    intro: 'The login widget with the configuration from ?config= (email magic links by default). Codes and links arrive in the developer inbox.',
  },
  reset: {
    path: '/reset',
    title: 'Reset password',
    intro: 'Password-reset links from the inbox open here and mount the reset-password entry point.',
  },
  passkeys: {
    path: '/passkeys',
    title: 'Passkey registration',
    intro: 'Mounts the passkey-registration entry point for the signed-in user.',
  },
  account: {
    path: '/account',
    title: 'Your account',
    intro:
      'Mounts the account entry point for the signed-in user: their name, emails and phones, passkeys, connected accounts, wallets, password and sign-out. Sign in on the "Log in" page first.',
  },
  'idp-authorize': {
    path: '/idp/authorize',
    title: 'Identity provider: authorize',
    intro:
      'The consent screen of this project as an OpenID provider: the identity-provider entry point, reading the OAuth / OIDC request from this URL. Start one from the demo relying party at /rp.',
  },
  'idp-logout': {
    path: '/idp/logout',
    title: 'Identity provider: logout',
    intro: 'The end-session page: the identity-provider entry point handling an OIDC RP-initiated logout request from this URL.',
  },
};

function mixesPanel(): string {
  const items = MIXES.map((mix) => `<li><a href="${escapeHtml(mixHref(mix.config))}">${escapeHtml(mix.label)}</a></li>`);
  return `<aside class="mixes" aria-labelledby="mixes-title">
      <h2 id="mixes-title">Try a product mix</h2>
      <ul>${items.join('')}</ul>
      <p class="hint">Or pass any login config as URL-encoded JSON: <code>/?config=…</code></p>
    </aside>`;
}

/** Markup only: demo.js (an external module, as the CSP requires) does the mounting. */
export function demoPage(id: DemoPageId, publicToken: string): string {
  const page = DEMO_PAGES[id];
  const nav = Object.values(DEMO_PAGES)
    .map((p) => `<a href="${p.path}"${p.path === page.path ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="latch-public-token" content="${escapeHtml(publicToken)}">
  <title>${escapeHtml(page.title)} · latch demo</title>
  <link rel="stylesheet" href="/demo/assets/demo.css">
  <script type="module" src="/demo/assets/demo.js"></script>
</head>
<body data-page="${id}">
  <header class="bar">
    <span class="brand">latch demo</span>
    <nav>${nav}<a href="/rp">Demo relying party</a><a href="/_dev/inbox" class="inbox-link">Developer inbox</a></nav>
  </header>
  <main>
    <section class="intro">
      <h1>${escapeHtml(page.title)}</h1>
      <p>${escapeHtml(page.intro)}</p>
    </section>
    <p id="demo-error" data-testid="demo-error" role="alert" hidden></p>
    <p id="demo-note" class="note" hidden></p>
    <section id="session-panel" class="session" aria-live="polite" hidden></section>
    <div class="stage">
      <div id="latch" data-testid="latch"></div>
      ${id === 'login' ? mixesPanel() : ''}
    </div>
  </main>
</body>
</html>
`;
}
