import { escapeHtml } from '../http/html';

/** The demo relying party: an application of its own that signs its users in with this project (rp.js does the work). */
export const RP_PATHS = ['/rp', '/rp/callback'] as const;

export function relyingPartyPage(projectName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Demo relying party · latch demo</title>
  <link rel="stylesheet" href="/demo/assets/demo.css">
  <link rel="stylesheet" href="/demo/assets/rp.css">
  <script type="module" src="/demo/assets/rp.js"></script>
</head>
<body class="rp">
  <header class="bar rp-bar">
    <span class="brand">Demo relying party</span>
    <nav><a href="/idp/authorize">Back to the latch demo</a></nav>
  </header>
  <main>
    <section class="intro">
      <h1>An application that signs you in with ${escapeHtml(projectName)}</h1>
      <p>It uses the local provider as its OpenID provider: authorization code flow with PKCE (S256), the id_token checked
        against the provider's JWKS, and RP-initiated logout. The consent screen is the widget's identity-provider entry point.</p>
    </section>
    <p id="rp-error" role="alert" hidden></p>
    <p id="rp-status" class="note" role="status" hidden></p>
    <section id="rp-signed-out" class="rp-panel" hidden>
      <h2>Sign in</h2>
      <label for="rp-scope">Scopes</label>
      <input id="rp-scope" value="openid email profile">
      <div class="rp-actions">
        <button type="button" id="rp-signin" data-client="demo-relying-party">Sign in with ${escapeHtml(projectName)}</button>
        <button type="button" id="rp-signin-first-party" data-client="demo-first-party">Sign in as a first-party app (no consent)</button>
      </div>
    </section>
    <section id="rp-signed-in" class="rp-panel" hidden>
      <h2 id="rp-who"></h2>
      <p>The id_token's signature, issuer, audience, nonce and expiry were checked. Its claims:</p>
      <pre id="rp-claims"></pre>
      <div class="rp-actions">
        <button type="button" id="rp-logout">Log out</button>
        <button type="button" id="rp-forget">Forget this sign-in here only</button>
      </div>
    </section>
  </main>
</body>
</html>
`;
}
