/**
 * Test double of the browser's WebAuthn surface for unit and component tests (happy-dom has none): a
 * `PublicKeyCredential` global and `navigator.credentials.get/create` whose every call waits until the test
 * settles it, as a person at the OS dialog would. Real browsers are exercised by the e2e tests.
 */

export interface CeremonyCall {
  kind: 'get' | 'create';
  mediation: string | undefined;
  publicKey: Record<string, unknown>;
  signal: AbortSignal | undefined;
  settled: boolean;
  /** The person picks a credential (get) or creates one (create) with this id. */
  succeed(credentialId?: string): void;
  /** The dialog fails the way a browser does, e.g. `NotAllowedError` when the person closes it. */
  fail(name: string, message?: string): void;
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

function credential(kind: 'get' | 'create', id: string) {
  const rawId = bytes(id);
  const clientDataJSON = bytes(JSON.stringify({ type: kind === 'get' ? 'webauthn.get' : 'webauthn.create', challenge: 'c' }));
  const response =
    kind === 'get'
      ? { clientDataJSON, authenticatorData: bytes('auth-data'), signature: bytes('signature'), userHandle: bytes('user-handle') }
      : { clientDataJSON, attestationObject: bytes('attestation'), getTransports: () => ['internal'] };
  return {
    id: Buffer.from(id).toString('base64url'),
    rawId,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  };
}

/** A WebAuthn Level 3 signal the page sent (`PublicKeyCredential.signal*`), with its argument. */
export interface SignalCall {
  name: 'signalUnknownCredential' | 'signalAllAcceptedCredentials' | 'signalCurrentUserDetails';
  options: Record<string, unknown>;
}

export interface FakeWebAuthnOptions {
  /** What `isConditionalMediationAvailable()` answers. @default true */
  autofill?: boolean;
  /** What `getClientCapabilities()` answers; without it the browser has no such method (an older one). */
  capabilities?: Record<string, boolean>;
  /** The browser listens for the Signal API (the three `signal*` methods exist and record their calls). @default false */
  signals?: boolean;
}

export function installFakeWebAuthn(options: FakeWebAuthnOptions = {}) {
  const calls: CeremonyCall[] = [];
  const signals: SignalCall[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const ask = (kind: 'get' | 'create') => (request: { publicKey: Record<string, unknown>; mediation?: string; signal?: AbortSignal }) =>
    new Promise((resolve, reject) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const call: CeremonyCall = {
        kind,
        mediation: request.mediation,
        publicKey: request.publicKey,
        signal: request.signal,
        settled: false,
        succeed: (id = 'credential-1') => settle(() => resolve(credential(kind, id))),
        fail: (name, message = `${name} from the test`) => settle(() => reject(new DOMException(message, name))),
      };
      const settle = (done: () => void) => {
        if (call.settled) return;
        call.settled = true;
        inFlight -= 1;
        done();
      };
      // A browser rejects with the abort reason (the library passes an Error named AbortError).
      request.signal?.addEventListener('abort', () => settle(() => reject(request.signal?.reason)), { once: true });
      calls.push(call);
    });

  const g = globalThis as Record<string, unknown>;
  const previous = { PublicKeyCredential: g.PublicKeyCredential };
  const fakePublicKeyCredential = function PublicKeyCredential() {};
  fakePublicKeyCredential.isConditionalMediationAvailable = async () => options.autofill ?? true;
  const { capabilities } = options;
  if (capabilities) Object.assign(fakePublicKeyCredential, { getClientCapabilities: async () => ({ ...capabilities }) });
  if (options.signals) {
    for (const name of ['signalUnknownCredential', 'signalAllAcceptedCredentials', 'signalCurrentUserDetails'] as const) {
      Object.assign(fakePublicKeyCredential, { [name]: async (arg: Record<string, unknown>) => void signals.push({ name, options: arg }) });
    }
  }
  g.PublicKeyCredential = fakePublicKeyCredential;
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: ask('get'), create: ask('create') } });

  return {
    calls,
    signals,
    /** The most ceremonies that were ever waiting at once. */
    maxInFlight: () => maxInFlight,
    pending: () => calls.filter((c) => !c.settled),
    last: () => calls[calls.length - 1],
    restore() {
      g.PublicKeyCredential = previous.PublicKeyCredential;
      Reflect.deleteProperty(navigator, 'credentials');
    },
  };
}

export type FakeWebAuthn = ReturnType<typeof installFakeWebAuthn>;

/** base64url of a text, as the provider puts challenges and ids in the options JSON. */
export const b64url = (text: string) => Buffer.from(text).toString('base64url');
/** The text in a binary option the library handed the browser. */
export const textOf = (buffer: unknown) => new TextDecoder().decode(buffer as ArrayBuffer);
