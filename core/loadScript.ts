const loaded = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` to the page once per URL and resolves when it has run. Only https URLs (and
 * localhost, for development) are accepted, so a config value can never become a `javascript:` URL.
 * An abort stops the wait, not the download: a second caller may still want the script.
 */
export function loadScript(src: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const url = new URL(src, document.baseURI);
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if (url.protocol !== 'https:' && !local) return Promise.reject(new Error(`latch: refusing to load a script from ${url.protocol} "${src}"`));
  let pending = loaded.get(url.href);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url.href;
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
