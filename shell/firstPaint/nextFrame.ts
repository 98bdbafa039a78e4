/**
 * Resolves once the frame after the current task has been produced: a chunk whose file is already being fetched
 * (preloaded) can be imported then, so that evaluating it (React's, the client's) does not hold back the frame that
 * shows the first paint. A page that is not visible produces no frames; it resolves at once there, and after 100 ms
 * at the latest should the page be hidden meanwhile.
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible')
    return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
