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

/**
 * A platform authenticator with user verification, attached to `page` through the DevTools protocol
 * (`WebAuthn.enable`, `WebAuthn.addVirtualAuthenticator`): Chromium then runs real WebAuthn ceremonies
 * against it, with real keys and signatures, and no dialog.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
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

/** Before any script of the page runs: a browser without passkey autofill (conditional mediation). */
export const withoutPasskeyAutofill = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: () => Promise.resolve(false) });
  });
