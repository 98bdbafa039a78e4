/**
 * What the browser says it can do, and what it is told about the account's passkeys (WebAuthn Level 3 client
 * capabilities and signals). Each is feature-detected: a browser without it, or one that throws, changes nothing.
 */

/** What the widget needs to know of `PublicKeyCredential.getClientCapabilities()`. */
export interface WebauthnCapabilities {
  /** The password manager can create a passkey without a dialog (`mediation: 'conditional'` on create). */
  conditionalCreate: boolean;
  /** This device can keep a passkey itself (a platform authenticator that verifies its user). */
  platformAuthenticator: boolean;
}

/** The Signal API's three calls and their arguments; binary ids in base64url. */
interface Signals {
  signalUnknownCredential(options: { rpId: string; credentialId: string }): Promise<void>;
  signalAllAcceptedCredentials(options: { rpId: string; userId: string; allAcceptedCredentialIds: string[] }): Promise<void>;
  signalCurrentUserDetails(options: { rpId: string; userId: string; name: string; displayName: string }): Promise<void>;
}

type Browser = Partial<Signals> & {
  getClientCapabilities?(): Promise<Record<string, boolean | undefined>>;
  isUserVerifyingPlatformAuthenticatorAvailable?(): Promise<boolean>;
};

const browser = (): Browser | undefined => (typeof PublicKeyCredential === 'undefined' ? undefined : (PublicKeyCredential as unknown as Browser));

/** The browser's answer; all false where it cannot say (no WebAuthn, an older browser, a refusal). */
export async function webauthnCapabilities(): Promise<WebauthnCapabilities> {
  const pkc = browser();
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

/**
 * Tells the browser's password manager something about the account's passkeys, if it listens: sent and forgotten,
 * since what it does with a signal (hide, remove, rename) is its own business and never the visitor's error.
 */
export function signalBrowser<K extends keyof Signals>(name: K, options: Parameters<Signals[K]>[0]): void {
  const pkc = browser();
  const call = pkc?.[name] as ((options: Parameters<Signals[K]>[0]) => Promise<void>) | undefined;
  if (typeof call !== 'function') return;
  try {
    call.call(pkc, options).catch(() => undefined);
  } catch {
    // A browser that throws at once (a bad id, say) is as quiet as one that rejects.
  }
}

/** Whether the browser listens for this signal: worth asking the provider for what it needs. */
export const canSignal = (name: keyof Signals): boolean => typeof browser()?.[name] === 'function';
