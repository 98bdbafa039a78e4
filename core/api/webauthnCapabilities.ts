/** What the widget needs to know of `PublicKeyCredential.getClientCapabilities()` (WebAuthn Level 3), feature-detected. */
export interface WebauthnCapabilities {
  /** The password manager can create a passkey without a dialog (`mediation: 'conditional'` on create). */
  conditionalCreate: boolean;
  /** This device can keep a passkey itself (a platform authenticator that verifies its user). */
  platformAuthenticator: boolean;
}

type Browser = {
  getClientCapabilities?(): Promise<Record<string, boolean | undefined>>;
  isUserVerifyingPlatformAuthenticatorAvailable?(): Promise<boolean>;
};

/** The browser's answer; all false where it cannot say (no WebAuthn, an older browser, a refusal). */
export async function webauthnCapabilities(): Promise<WebauthnCapabilities> {
  const pkc = typeof PublicKeyCredential === 'undefined' ? undefined : (PublicKeyCredential as unknown as Browser);
  try {
    if (pkc?.getClientCapabilities) {
      const caps = await pkc.getClientCapabilities();
      return {
        conditionalCreate: caps.conditionalCreate === true,
        platformAuthenticator: caps.passkeyPlatformAuthenticator === true || caps.userVerifyingPlatformAuthenticator === true,
      };
    }
    // Browsers from before client capabilities can still say whether the device keeps passkeys itself.
    return { conditionalCreate: false, platformAuthenticator: (await pkc?.isUserVerifyingPlatformAuthenticatorAvailable?.()) === true };
  } catch {
    return { conditionalCreate: false, platformAuthenticator: false };
  }
}
