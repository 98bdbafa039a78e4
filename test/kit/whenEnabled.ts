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
  const actEnvironmentBack = leaveActEnvironment();
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
      actEnvironmentBack();
    };
    observer.observe(element, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
  });
}

/** React's global flag, which Testing Library sets: updates outside `act` then log "not wrapped in act(...)". */
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let waits = 0;
let flagBefore: boolean | undefined;

/**
 * What the widget renders while a test waits here (the strength check's answer, which enables the button) comes from
 * its own timers and requests, outside any `act`; Testing Library's `waitFor` turns React's act environment off while
 * it waits for the same reason, so as not to log a warning per update. Waits may overlap: the last one to end puts
 * the flag back.
 */
function leaveActEnvironment(): () => void {
  if (waits++ === 0) {
    flagBefore = scope.IS_REACT_ACT_ENVIRONMENT;
    if (flagBefore === true) scope.IS_REACT_ACT_ENVIRONMENT = false;
  }
  let back = false;
  return () => {
    if (back) return;
    back = true;
    if (--waits === 0 && flagBefore === true) scope.IS_REACT_ACT_ENVIRONMENT = true;
  };
}
