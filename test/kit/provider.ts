/**
 * `startProvider` of `latch/testing`: the local provider ([docs/provider.md]) started from a host's own tests, in
 * memory on a free port, with its inbox and its injected failures at hand. The provider is the package's own build
 * (dist/provider/), loaded only when a test starts one, so the kit's other helpers need none of its libraries.
 */
import type { Fault, FaultSpec, ProjectConfig, ProviderStartOptions, RunningProvider } from '../../provider/hostTypes.js';
import { waitForMessage, type InboxMessage } from './inbox.js';

/** Set by the package build (esbuild.config.ts) to the packaged provider's entry, relative to the built kit. */
declare const __LATCH_PROVIDER_MODULE__: string | undefined;
// Why a variable? A literal import would bundle the provider, and its libraries, into every test that imports the
// kit; a computed one is left for Node to load at run time, from the repo's source or from the package.
const providerModule = typeof __LATCH_PROVIDER_MODULE__ === 'undefined' ? '../../provider/lib.js' : __LATCH_PROVIDER_MODULE__;

export type { Fault, FaultSpec, InboxMessage, ProjectConfig };

export interface StartProviderOptions extends Pick<ProviderStartOptions, 'config' | 'dataDir' | 'scryptCost' | 'now' | 'strictCsp'> {
  /** @default 0: a free port */
  port?: number;
  /** A throwaway database; `false` keeps it in `dataDir`. @default true */
  memory?: boolean;
  /** No request log and no codes in the test's output. @default true */
  quiet?: boolean;
}

/** What a failure answers: the status, and the body's `error_type` and `error_message`. */
export interface FailureOptions {
  status: number;
  errorType: string;
  errorMessage?: string;
  /** How many calls fail. @default 1 */
  times?: number;
  method?: FaultSpec['method'];
  /** Wait this long before failing. @default 0 */
  delayMs?: number;
}

export interface LatchProviderHandle {
  /** `http://localhost:PORT`, the `baseUrl` of the client under test. */
  url: string;
  port: number;
  publicToken: string;
  /** `latch/server`'s projectId for this provider's session JWTs. */
  projectId: string;
  /** The developer inbox: every email, SMS and WhatsApp message the provider "sent". */
  inbox: {
    /** Newest first. */
    messages(): Promise<InboxMessage[]>;
    /** The newest message to `to`, waiting for it up to `timeoutMs`. */
    waitFor(to: string, timeoutMs?: number): Promise<InboxMessage>;
    clear(): Promise<void>;
  };
  /**
   * The next call (or `times` calls) to `path` (`/otps/email/login_or_create`, under `/sdk/v1`) answers this error.
   * Throws at once, saying why, for a path the provider does not serve.
   */
  failNext(path: string, failure: FailureOptions): Fault;
  /** The next call (or `times` calls) to `path` is answered, for real, after `delayMs`. */
  delayNext(path: string, delayMs: number, options?: { times?: number; method?: FaultSpec['method'] }): Fault;
  /** The faults still waiting for their calls. */
  faults(): Fault[];
  clearFaults(): void;
  stop(): Promise<void>;
}

/**
 * Starts the local provider for a test: `const provider = await startProvider({ config: { allowedOrigins: [appOrigin] } })`
 * in `beforeAll`, `await provider.stop()` in `afterAll`. Needs the provider's libraries installed (docs/testing-kit.md
 * names them); without them it throws naming the missing ones.
 */
export async function startProvider(options: StartProviderOptions = {}): Promise<LatchProviderHandle> {
  const { startProvider: start } = (await import(/* @vite-ignore */ providerModule)) as {
    startProvider(options: ProviderStartOptions): Promise<RunningProvider>;
  };
  const running = await start({ ...options, port: options.port ?? 0, memory: options.memory ?? true, quiet: options.quiet ?? true });
  const { url } = running;
  return {
    url,
    port: running.port,
    publicToken: running.publicToken,
    projectId: running.projectId,
    inbox: {
      messages: async () => (await (await fetch(`${url}/_dev/messages`)).json()) as InboxMessage[],
      waitFor: (to, timeoutMs) => waitForMessage(url, to, timeoutMs),
      clear: async () => void (await fetch(`${url}/_dev/messages`, { method: 'DELETE' })),
    },
    failNext: (path, { errorType, ...failure }) => running.faults.add({ path, errorType, ...failure }),
    delayNext: (path, delayMs, more = {}) => running.faults.add({ path, delayMs, ...more }),
    faults: () => running.faults.list(),
    clearFaults: () => running.faults.clear(),
    stop: () => running.close(),
  };
}
