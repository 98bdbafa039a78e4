/**
 * Resolves with `element` once it is enabled: for a button the widget keeps disabled until the provider has answered,
 * such as Continue under a new password (disabled until the strength check calls the password valid, SPEC §5, which
 * the widget asks a short pause after the last keystroke). Testing Library's `user.click` on a disabled button does
 * nothing, so a test that clicks at once would wait for a screen that never comes:
 *
 * `await user.click(await whenEnabled(screen.getByRole('button', { name: 'Continue' })))`
 *
 * Plain DOM (a MutationObserver), so it works in jsdom and happy-dom, under Vitest or Jest. Rejects after `timeoutMs`
 * naming the element, when it stays disabled (a password the check calls weak, say).
 */
export function whenEnabled<E extends Element>(element: E, timeoutMs = 5000): Promise<E> {
  const disabled = () => ('disabled' in element && element.disabled === true) || element.getAttribute('aria-disabled') === 'true';
  if (!disabled()) return Promise.resolve(element);
  return new Promise<E>((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (disabled()) return;
      finish();
      resolve(element);
    });
    const timer = setTimeout(() => {
      finish();
      const name = element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName.toLowerCase();
      reject(new Error(`latch/testing whenEnabled: "${name}" was still disabled after ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(element, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  });
}
