/**
 * What the browser is told about the account's passkeys (WebAuthn Level 3 signals). Each is feature-detected: a browser
 * without it, or one that throws, changes nothing.
 */

/** The Signal API's three calls and their arguments; binary ids in base64url. */
interface Signals {
  signalUnknownCredential(options: { rpId: string; credentialId: string }): Promise<void>;
  signalAllAcceptedCredentials(options: { rpId: string; userId: string; allAcceptedCredentialIds: string[] }): Promise<void>;
  signalCurrentUserDetails(options: { rpId: string; userId: string; name: string; displayName: string }): Promise<void>;
}

const browser = (): Partial<Signals> | undefined =>
  typeof PublicKeyCredential === 'undefined' ? undefined : (PublicKeyCredential as unknown as Partial<Signals>);

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
