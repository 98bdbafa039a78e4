const loaded = new Map<string, Promise<void>>();

/** https, or http on localhost for development: never a `javascript:` or `data:` URL from a config value. */
const allowed = (url: URL) =>
  url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

let policy: ScriptUrlPolicy | undefined;

/**
 * A script's src as the page takes it. Under a CSP with `require-trusted-types-for 'script'` that is only a
 * TrustedScriptURL, so the widget makes one Trusted Types policy, named `latch`, which passes only URLs `allowed`
 * accepts (a host whose CSP lists policy names adds `latch` to its `trusted-types` directive).
 */
function scriptUrl(href: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptUrlPolicy): ScriptUrlPolicy } }).trustedTypes;
  if (!trustedTypes) return href;
  policy ??= trustedTypes.createPolicy('latch', {
    createScriptURL: (input) => {
      if (!allowed(new URL(input))) throw new TypeError(`latch: refusing to load a script from "${input}"`);
      return input;
    },
  });
  // A TrustedScriptURL; the DOM typings know only strings.
  return policy.createScriptURL(href) as string;
}

/**
 * Adds `<script src>` to the page once per URL and resolves when it has run. Only `allowed` URLs are accepted, and
 * in a browser with Trusted Types the src goes in through the `latch` policy.
 * An abort stops the wait, not the download: a second caller may still want the script.
 */
export function loadScript(src: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const url = new URL(src, document.baseURI);
  if (!allowed(url)) return Promise.reject(new Error(`latch: refusing to load a script from ${url.protocol} "${src}"`));
  let pending = loaded.get(url.href);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl(url.href);
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loaded.delete(url.href);
        script.remove();
        reject(new Error(`latch: the script ${url.href} failed to load`));
      });
      document.head.append(script);
    });
    loaded.set(url.href, pending);
  }
  const { signal } = options;
  if (!signal) return pending;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
