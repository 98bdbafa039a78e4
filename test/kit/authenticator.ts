import type { CDPSession, Page } from 'playwright-core';

/** A credential as the DevTools protocol's WebAuthn domain hands it out and takes it in (binary fields in base64). */
export interface StoredCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  /** The passkeys it holds, private keys included: a test carries them to another browser context. */
  credentials(): Promise<StoredCredential[]>;
  add(credential: StoredCredential): Promise<void>;
}

/** What the test decides about the browser's passkey features; each is an init script, so it acts from the page's next load. */
export interface PasskeyBrowserOptions {
  /**
   * How a visitor whose passkey the authenticator holds gets in on the widget's Main, chosen by the test, never by
   * default:
   * - `'autofill'`: the browser offers passkeys in the email/phone field's autofill (conditional mediation), and the
   *   virtual authenticator answers such a request by itself: a user whose passkey it holds is signed in as soon as
   *   Main shows, with no click (after a log-out too).
   * - `'button'`: the browser reports no passkey autofill, so the 'Login with a Passkey' button comes first and only
   *   a click on it signs in.
   */
  login: 'autofill' | 'button';
  /**
   * How the browser answers the widget's passkey upgrade after a password or one-time-code login (`passkeyUpgrade`):
   * - `'conditional'`: as a password manager that agrees: a create with `mediation: 'conditional'` is handed to the
   *   virtual authenticator, which makes the passkey with no dialog.
   * - `'screen'`: a browser without conditional create (`getClientCapabilities()` says so), so `passkeyUpgrade:
   *   'prompt'` shows its screen.
   * @default Chromium's own answer: it reports conditional create, then keeps the request waiting for a password
   * manager that a test browser does not have, so nothing is created and nothing is shown.
   */
  upgrade?: 'conditional' | 'screen';
}

/**
 * A platform authenticator with user verification, attached to `page` through the DevTools protocol
 * (`WebAuthn.enable`, `WebAuthn.addVirtualAuthenticator`): Chromium then runs real WebAuthn ceremonies
 * against it, with real keys and signatures, and no dialog. Add it before the page loads the widget: the choices in
 * `options` are init scripts.
 */
export async function addVirtualAuthenticator(page: Page, options: PasskeyBrowserOptions): Promise<VirtualAuthenticator> {
  if (options.login === 'button') await withoutPasskeyAutofill(page);
  if (options.upgrade === 'conditional') await page.addInitScript(conditionalCreateAgrees);
  if (options.upgrade === 'screen') await page.addInitScript(noConditionalCreate);
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      // It answers by itself, as a person touching the sensor would; a conditional request resolves at once too.
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await session.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    add: async (credential) => {
      await session.send('WebAuthn.addCredential', { authenticatorId, credential });
    },
  };
}

/** Before any script of the page runs: a browser without passkey autofill (conditional mediation); what `login: 'button'` does. */
export const withoutPasskeyAutofill = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  });

/** In the page: the password manager agrees to every conditional create, which the authenticator then answers as a dialog would. */
function conditionalCreateAgrees() {
  const container = navigator.credentials;
  const create = container.create.bind(container);
  Object.defineProperty(container, 'create', {
    configurable: true,
    value: (request?: CredentialCreationOptions & { mediation?: string }) => {
      if (request?.mediation !== 'conditional') return create(request);
      const { mediation: _conditional, ...asked } = request;
      return create(asked);
    },
  });
}

/** In the page: `getClientCapabilities()` as the browser answers it, less conditional create. */
function noConditionalCreate() {
  const pkc = PublicKeyCredential as unknown as { getClientCapabilities?(): Promise<Record<string, boolean>> };
  const asked = pkc.getClientCapabilities?.bind(pkc);
  Object.defineProperty(pkc, 'getClientCapabilities', {
    configurable: true,
    value: async () => ({ ...(await asked?.()), conditionalCreate: false }),
  });
}
