// The demo relying party: an application that signs its users in with the local provider as its OpenID provider
// (authorization code + PKCE S256, the id_token verified with WebCrypto against the JWKS, RP-initiated logout).
// Plain ES module, no build step; everything it shows is set as text.
const KEY = 'latch-demo-rp';
const errorBox = document.getElementById('rp-error');
const statusBox = document.getElementById('rp-status');
const encoder = new TextEncoder();

const read = (name) => JSON.parse(sessionStorage.getItem(`${KEY}:${name}`) ?? 'null');
const write = (name, value) =>
  value === null ? sessionStorage.removeItem(`${KEY}:${name}`) : sessionStorage.setItem(`${KEY}:${name}`, JSON.stringify(value));

const toBase64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const randomValue = () => toBase64url(crypto.getRandomValues(new Uint8Array(32)));
const sha256 = async (text) => toBase64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
const decodeJson = (part) => JSON.parse(new TextDecoder().decode(fromBase64url(part)));

function show(box, message) {
  box.textContent = message;
  box.hidden = !message;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const discovery = await getJson('/.well-known/openid-configuration');
const callbackUri = `${location.origin}/rp/callback`;

async function signIn(clientId) {
  const pending = { clientId, verifier: randomValue(), state: randomValue(), nonce: randomValue() };
  write('pending', pending);
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUri,
    response_type: 'code',
    scope: document.getElementById('rp-scope').value.trim() || 'openid',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await sha256(pending.verifier),
    code_challenge_method: 'S256',
  }).toString();
  location.assign(url);
}

/** Signature (ES256, key from the JWKS by kid), issuer, audience, nonce and expiry. */
async function verifyIdToken(idToken, clientId, nonce) {
  const [header, payload, signature] = idToken.split('.');
  const { alg, kid } = decodeJson(header);
  const claims = decodeJson(payload);
  const { keys } = await getJson(discovery.jwks_uri);
  const jwk = keys.find((k) => k.kid === kid);
  if (alg !== 'ES256' || !jwk) throw new Error('the id_token is not signed with a key of the provider');
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64url(signature), encoder.encode(`${header}.${payload}`));
  if (!valid) throw new Error('the id_token signature does not verify');
  if (claims.iss !== discovery.issuer) throw new Error('the id_token comes from another issuer');
  if (!(Array.isArray(claims.aud) ? claims.aud : [claims.aud]).includes(clientId)) throw new Error('the id_token is for another client');
  if (claims.nonce !== nonce) throw new Error('the id_token nonce does not match');
  if (claims.exp * 1000 <= Date.now()) throw new Error('the id_token has expired');
  return claims;
}

async function finishSignIn(params) {
  const pending = read('pending');
  if (!pending || params.get('state') !== pending.state) {
    // A code this page did not ask for (another tab, a forged link) is never redeemed.
    show(errorBox, 'This sign-in was not started from this page (its state does not match), so its code was not used.');
    return;
  }
  write('pending', null);
  history.replaceState(null, '', '/rp');
  if (params.get('iss') !== discovery.issuer) throw new Error('the answer does not come from the provider this page asked');
  if (params.has('error')) {
    const description = params.get('error_description');
    show(errorBox, `The sign-in was not completed: ${params.get('error')}${description ? ` (${description})` : ''}`);
    return;
  }
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.get('code') ?? '',
      redirect_uri: callbackUri,
      client_id: pending.clientId,
      code_verifier: pending.verifier,
    }),
  });
  const tokens = await response.json();
  if (!response.ok) throw new Error(`the token endpoint refused the code: ${tokens.error} (${tokens.error_description})`);
  const claims = await verifyIdToken(tokens.id_token, pending.clientId, pending.nonce);
  write('signedIn', { clientId: pending.clientId, idToken: tokens.id_token, claims });
}

function logOut() {
  const signedIn = read('signedIn');
  const state = randomValue();
  write('logoutState', state);
  const url = new URL(discovery.end_session_endpoint);
  url.search = new URLSearchParams({
    client_id: signedIn.clientId,
    post_logout_redirect_uri: `${location.origin}/rp`,
    id_token_hint: signedIn.idToken,
    state,
  }).toString();
  location.assign(url);
}

function finishLogOut(params) {
  if (params.get('state') !== read('logoutState')) return;
  write('logoutState', null);
  write('signedIn', null);
  history.replaceState(null, '', '/rp');
  show(statusBox, 'You are signed out of the demo relying party and of the provider.');
}

function render() {
  const signedIn = read('signedIn');
  document.getElementById('rp-signed-out').hidden = Boolean(signedIn);
  document.getElementById('rp-signed-in').hidden = !signedIn;
  if (!signedIn) return;
  document.getElementById('rp-who').textContent = `Signed in as ${signedIn.claims.email ?? signedIn.claims.sub}`;
  document.getElementById('rp-claims').textContent = JSON.stringify(signedIn.claims, null, 2);
}

for (const button of document.querySelectorAll('[data-client]')) button.addEventListener('click', () => signIn(button.dataset.client));
document.getElementById('rp-logout').addEventListener('click', logOut);
document.getElementById('rp-forget').addEventListener('click', () => {
  write('signedIn', null);
  render();
});

const params = new URLSearchParams(location.search);
try {
  if (location.pathname === '/rp/callback') await finishSignIn(params);
  else if (params.has('state')) finishLogOut(params);
} catch (error) {
  show(errorBox, `The sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
}
render();
