import { useRuntime } from '../runtime/context.js';
import { useWidgetState } from '../runtime/hooks.js';
import { spinner } from '../theme/theme.css.js';
import { region, toast as toastClass } from './toasts.css.js';

/**
 * The toast area of every screen. The live regions exist before any toast does,
 * so screen readers announce new toasts reliably; errors interrupt, the rest wait their turn.
 * The error region is a bare assertive live region, not role=alert, so it is no second alert
 * beside the form's banner.
 */
export function Toaster() {
  const { t } = useRuntime();
  const toasts = useWidgetState((s) => s.toasts);
  return (
    <div className={region} role="region" aria-label={t('toast.region')}>
      <div role="status" aria-live="polite" aria-atomic="false">
        {toasts
          .filter((x) => x.kind !== 'error')
          .map((x) => (
            <div key={x.id} className={toastClass[x.kind]}>
              {x.kind === 'loading' && <span className={spinner} aria-hidden="true" />}
              {x.message}
            </div>
          ))}
      </div>
      <div aria-live="assertive" aria-atomic="false" data-toast-errors="">
        {toasts
          .filter((x) => x.kind === 'error')
          .map((x) => (
            <div key={x.id} className={toastClass.error}>
              {x.message}
            </div>
          ))}
      </div>
    </div>
  );
}
