/**
 * The in-page probe, added as an init script before any page script runs. On every animation frame it looks for a
 * visible, enabled `input[type=email]` (in the document or any shadow root, open or closed) and records when it saw
 * it: `performance.now()` in that frame's callback, just before the frame is painted, so relative to navigation start
 * (`performance.timeOrigin`). A frame is what a person sees: "ready" is the first frame with a usable email field.
 * "takeover" is the first frame in which that field is React's (React keeps its props on the element it renders or
 * hydrates, under a `__reactProps$` key): for latch's vanilla entry, the widget taking over the form its first paint
 * drew, which is when a held submit is carried out. It also records the last `click` and the first frame that shows a
 * "Check your email" heading after it (latch's second screen).
 *
 * Plain JavaScript in a string: it runs in the page, and tsx's helpers do not exist there.
 */
export const PROBE_SCRIPT = `(() => {
  const state = { ready: undefined, takeover: undefined, clickedAt: undefined, confirmedAt: undefined };
  Object.defineProperty(window, '__bench', { value: state });
  const roots = [document];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  };
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const usableEmails = () => roots.flatMap((root) => [...root.querySelectorAll('input[type=email]')].filter((el) => !el.matches(':disabled') && shown(el)));
  const reacts = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const confirmed = () => roots.some((root) =>
    [...root.querySelectorAll('h1, h2, h3, [role=heading]')].some((el) => el.textContent.trim().startsWith('Check your email') && shown(el)));
  addEventListener('click', (event) => {
    state.clickedAt = event.timeStamp;
    state.confirmedAt = undefined;
  }, true);
  const frame = () => {
    const emails = state.takeover === undefined ? usableEmails() : [];
    if (state.ready === undefined && emails.length > 0) state.ready = performance.now();
    if (state.takeover === undefined && emails.some(reacts)) state.takeover = performance.now();
    if (state.clickedAt !== undefined && state.confirmedAt === undefined && confirmed()) state.confirmedAt = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

export interface ProbeState {
  ready: number | undefined;
  takeover: number | undefined;
  clickedAt: number | undefined;
  confirmedAt: number | undefined;
}
