import { useRuntime } from '../runtime/context.js';
import { useWidgetState } from '../runtime/hooks.js';
import { spinner } from '../theme/theme.css.js';
import { reactH } from '../markup/react.js';
import { toasterView } from '../markup/views.js';
import { toast as toastClass } from './toasts.css.js';

/** The toast area of every screen (see toasterView). */
export function Toaster() {
  const { t } = useRuntime();
  const toasts = useWidgetState((s) => s.toasts);
  const item = (x: (typeof toasts)[number]) => (
    <div key={x.id} className={toastClass[x.kind]}>
      {x.kind === 'loading' && <span className={spinner} aria-hidden="true" />}
      {x.message}
    </div>
  );
  return toasterView(reactH, {
    label: t('toast.region'),
    polite: toasts.filter((x) => x.kind !== 'error').map(item),
    assertive: toasts.filter((x) => x.kind === 'error').map(item),
  });
}
