import { escapeHtml } from '../http/html';
import { OAUTH_PROVIDERS, type OAuthProviderType } from './oauthConfig';

/** The ready-made test people the consent page offers; the form below them takes any other address. */
export const testIdentities = (provider: OAuthProviderType) => [
  { id: 'ada', name: 'Ada Lovelace', email: `ada.lovelace@${provider}.example` },
  { id: 'grace', name: 'Grace Hopper', email: `grace.hopper@${provider}.example` },
];

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="/demo/assets/oauth-consent.css">
</head>
<body>
  <main class="card">
${body}
  </main>
</body>
</html>
`;

export interface ConsentView {
  provider: OAuthProviderType;
  request: string;
  projectName: string;
  scopes: string[];
  params: Record<string, string>;
  /** The address typed for another test user, kept when it was refused. */
  email?: string;
  name?: string;
  error?: string;
}

/**
 * The local stand-in for a social provider's consent step: who is asking, what for, and a choice of test identity.
 * A plain form (no script), so it works under the strict CSP and with the keyboard alone.
 */
export function consentPage(view: ConsentView): string {
  const name = OAUTH_PROVIDERS[view.provider];
  const action = `/_dev/oauth/${view.provider}/consent`;
  const scopes = view.scopes.length > 0 ? `<p>It also asks for: ${view.scopes.map((s) => `<code>${escapeHtml(s)}</code>`).join(', ')}.</p>` : '';
  const params = Object.entries(view.params);
  const paramList =
    params.length > 0
      ? `<p>Parameters for ${escapeHtml(name)}: ${params.map(([k, v]) => `<code>${escapeHtml(k)}=${escapeHtml(v)}</code>`).join(', ')}.</p>`
      : '';
  const people = testIdentities(view.provider)
    .map(
      (who) =>
        `<li><button type="submit" name="identity" value="${who.id}" class="identity">Continue as ${escapeHtml(who.name)}<span>${escapeHtml(who.email)}</span></button></li>`,
    )
    .join('\n');
  const error = view.error ? `<p class="error" role="alert" id="consent-error">${escapeHtml(view.error)}</p>` : '';
  // Three forms, so Enter in the address field submits that address, not the first person listed.
  const hidden = `<input type="hidden" name="request" value="${escapeHtml(view.request)}">`;
  const invalid = view.error ? ' aria-invalid="true" aria-describedby="consent-error"' : '';
  return page(
    `Sign in with ${name} (simulated)`,
    `    <p class="badge">Simulated ${escapeHtml(name)} · latch local provider</p>
    <h1>Sign in to ${escapeHtml(view.projectName)} with ${escapeHtml(name)}</h1>
    <p>This page stands in for ${escapeHtml(name)}: no real ${escapeHtml(name)} account is used. ${escapeHtml(view.projectName)} will receive the test user's name and email address.</p>
    ${scopes}
    ${paramList}
    <form method="post" action="${action}">
      ${hidden}
      <ul class="identities">
${people}
      </ul>
    </form>
    <form method="post" action="${action}">
      ${hidden}
      <fieldset>
        <legend>Another test user</legend>
        ${error}
        <label for="consent-email">Email</label>
        <input id="consent-email" name="email" type="email" autocomplete="off" value="${escapeHtml(view.email ?? '')}"${invalid}>
        <label for="consent-name">Name</label>
        <input id="consent-name" name="name" type="text" autocomplete="off" value="${escapeHtml(view.name ?? '')}">
        <button type="submit" name="identity" value="custom" class="identity">Continue as this user</button>
      </fieldset>
    </form>
    <form method="post" action="${action}">
      ${hidden}
      <button type="submit" name="identity" value="cancel" class="cancel">Cancel</button>
    </form>`,
  );
}

/** An OAuth request the provider refuses: said on a page, never by redirecting anywhere the request named. */
export function oauthErrorPage(errorType: string, message: string): string {
  return page(
    'Sign-in request refused',
    `    <h1>This sign-in request was refused</h1>
    <p role="alert">${escapeHtml(message)}</p>
    <p class="detail">Error: <code>${escapeHtml(errorType)}</code>. Go back to the site you came from and try again, or ask its developer to check the project's OAuth settings.</p>`,
  );
}
