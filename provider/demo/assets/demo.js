// The demo host page: mounts the widget entry point that matches the page, finishes magic-link logins from the URL,
// and shows who is signed in. Plain ES module, no build step; served as a file because the CSP forbids inline scripts.
const page = document.body.dataset.page;
const publicToken = document.querySelector('meta[name="latch-public-token"]').content;
const errorBox = document.getElementById('demo-error');
const note = document.getElementById('demo-note');
const sessionPanel = document.getElementById('session-panel');
const params = new URLSearchParams(location.search);

const DEFAULT_CONFIGS = {
  login: { products: ['emailMagicLinks'] },
  reset: { products: ['passwords'] },
  passkeys: { products: ['passkeys'] },
  // Every section: codes for emails and phones (a code keeps the visitor on the page), and the sign-in page to go back to.
  account: {
    products: ['otp', 'passwords', 'passkeys', 'oauth', 'crypto'],
    otpOptions: { methods: ['email', 'sms'] },
    oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    accountOptions: { signInUrl: '/' },
  },
  // A code typed on the consent page keeps the user there; a magic link would open another page.
  'idp-authorize': { products: ['otp'], otpOptions: { methods: ['email'] } },
  'idp-logout': { products: ['otp'], otpOptions: { methods: ['email'] } },
};

const describe = (error) => (error && (error.message || error.error_message)) || String(error);

function showError(message) {
  errorBox.textContent = message;
  errorBox.hidden = false;
}

function showNote(message) {
  note.textContent = message;
  note.hidden = false;
}

function readConfig() {
  if (!params.has('config')) return DEFAULT_CONFIGS[page];
  try {
    const config = JSON.parse(params.get('config'));
    if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new Error('it must be a JSON object');
    return config;
  } catch (error) {
    showError(`The ?config= parameter is not a valid login config: ${describe(error)}. Nothing was mounted.`);
    return undefined;
  }
}

/** `?styles=` is the `styles` mount option as JSON, e.g. `{"colorScheme":"dark"}`; none by default. */
function readStyles() {
  if (!params.has('styles')) return undefined;
  try {
    return JSON.parse(params.get('styles'));
  } catch (error) {
    showError(`The ?styles= parameter is not valid JSON: ${describe(error)}. The widget uses its default look.`);
    return undefined;
  }
}
const styles = readStyles();

/** Takes a one-time token out of the address bar so a reload or a shared URL does not carry it. */
function takeToken(type) {
  if (params.get('stytch_token_type') !== type || !params.get('token')) return undefined;
  const token = params.get('token');
  const url = new URL(location.href);
  url.searchParams.delete('stytch_token_type');
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url);
  return token;
}

// A host's sensitive action: with the second factor (mfa) listed, the session panel can ask for it again. Outside the
// panel, which is drawn anew on every session change, and a step-up changes the session.
let stepUpConfig;
const stepUpBox = document.createElement('div');
stepUpBox.id = 'step-up';
const stepUpResult = document.createElement('p');
stepUpResult.id = 'step-up-result';
stepUpResult.setAttribute('role', 'status');
sessionPanel.after(stepUpBox, stepUpResult);

function stepUpButton(client) {
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'step-up-button';
  button.textContent = 'Confirm it is you (step-up)';
  button.addEventListener('click', async () => {
    stepUpResult.textContent = '';
    try {
      const session = await client.stepUp({ element: stepUpBox, config: stepUpConfig, styles });
      stepUpResult.textContent = `Second factor confirmed (${session.authentication_factors.map((f) => f.type).join(', ')})`;
    } catch (error) {
      stepUpResult.textContent = `Step-up ended: ${describe(error)}`;
    }
  });
  return button;
}

// Session changes can arrive while an earlier users/me call is still out; only the latest change may draw.
let sessionRender = 0;

/** #signed-in and #logout exist only while someone is signed in, so their presence means exactly that. */
async function showSession(client, session) {
  const render = ++sessionRender;
  if (!session) {
    sessionPanel.replaceChildren();
    sessionPanel.hidden = true;
    return;
  }
  // The session's own user where the client holds one (a login's answer, another tab's session): asking users/me on
  // every change would leave a call out when the visitor logs out, which the revoked session answers with a 401.
  let user = client.user.getSync();
  if (!user) {
    try {
      user = await client.user.get();
    } catch (error) {
      if (render === sessionRender) showError(`Signed in, but users/me failed: ${describe(error)}`);
    }
  }
  if (render !== sessionRender) return;
  const who = user?.emails?.[0]?.email || user?.phone_numbers?.[0]?.phone_number || session.user_id;
  const signedIn = document.createElement('p');
  signedIn.id = 'signed-in';
  signedIn.dataset.testid = 'signed-in';
  signedIn.textContent = `Signed in as ${who}`;
  const logout = document.createElement('button');
  logout.type = 'button';
  logout.id = 'logout';
  logout.dataset.testid = 'logout';
  logout.textContent = 'Log out';
  logout.addEventListener('click', async () => {
    try {
      await client.session.revoke();
    } catch (error) {
      showError(`Log out failed: ${describe(error)}`);
    }
  });
  sessionPanel.replaceChildren(signedIn, logout, ...(stepUpConfig ? [stepUpButton(client)] : []));
  sessionPanel.hidden = false;
}

function mount(client, config) {
  const element = '#latch';
  const callbacks = {
    onEvent: (event) => console.info('[latch event]', event),
    onError: (error) => console.warn('[latch error]', error),
  };
  switch (page) {
    case 'login':
      return client.mountLogin({ element, config, styles, callbacks });
    case 'reset': {
      const passwordResetToken = takeToken('reset_password');
      if (!passwordResetToken) {
        showNote('Open this page from a password-reset link: request one in the widget, then open it from the developer inbox.');
        return undefined;
      }
      return client.mountResetPassword({ element, config, styles, passwordResetToken, callbacks });
    }
    case 'passkeys':
      if (!client.session.getSync()) {
        showNote(
          'Nobody is signed in here yet: log in on the "Log in" page first (an email code from the developer inbox will do), then come back to add a passkey.',
        );
      }
      return client.mountPasskeyRegistration({ element, config, styles, callbacks });
    case 'account':
      return client.mountAccount({ element, config, styles, callbacks });
    default:
      return client.mountIdentityProvider({ element, config, styles, callbacks });
  }
}

async function main() {
  const config = readConfig();
  let widget;
  try {
    widget = await import('/widget/vanilla/index.js');
  } catch (error) {
    showError(
      `The widget build could not be loaded from /widget/vanilla/index.js (${describe(error)}). Run "npm run build" (npm start does it) and reload.`,
    );
    return;
  }
  const client = widget.createWidgetClient(publicToken, { baseUrl: location.origin });

  const magicLinkToken = takeToken('magic_links');
  if (magicLinkToken) {
    try {
      await client.magicLinks.authenticate(magicLinkToken, { session_duration_minutes: 30 });
    } catch (error) {
      showError(`This magic link could not log you in: ${describe(error)}`);
    }
  }

  // A provider sent the visitor back from a social sign-in. A widget with the oauth product finishes that itself;
  // otherwise the host helper from the headless entry does, with this client's session and PKCE verifier.
  if (params.get('stytch_token_type') === 'oauth' && !config?.products?.includes('oauth')) {
    try {
      const { completeOAuthRedirect } = await import('/widget/core/index.js');
      await completeOAuthRedirect(await client.loadCore(), { session_duration_minutes: 30 });
    } catch (error) {
      showError(`This social sign-in could not log you in: ${describe(error)}`);
    }
  }

  if (config?.products?.includes('mfa')) stepUpConfig = { ...config, products: ['mfa'] };
  // The callback gets the whole session state, `{ user, session }`.
  client.session.onChange((state) => showSession(client, state.session));
  await showSession(client, client.session.getSync());

  if (!config) return;
  try {
    mount(client, config);
  } catch (error) {
    showError(`This entry point could not be mounted, most likely because its product is not built yet: ${describe(error)}`);
  }
}

main().catch((error) => showError(`The demo page failed: ${describe(error)}`));
