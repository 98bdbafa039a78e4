import type { ReactNode } from 'react';
import { useWidgetState } from '../runtime/hooks.js';
import { useRuntime } from '../runtime/context.js';
import { stack } from '../theme/theme.css.js';
import { BackArrowIcon } from './icons.js';
import { backButton, centeredHeading, divider, heading } from './ui.css.js';

/** A screen's heading; ScreenHost moves focus here when the screen changes. */
export function Heading({ children, centered = false }: { children: ReactNode; centered?: boolean }) {
  return (
    <h1 className={centered ? centeredHeading : heading} tabIndex={-1} data-screen-heading="">
      {children}
    </h1>
  );
}

export const Stack = ({ children }: { children: ReactNode }) => <div className={stack}>{children}</div>;

export function Divider() {
  const { t } = useRuntime();
  return (
    <div className={divider} role="separator" aria-label={t('main.divider')}>
      <span aria-hidden="true">{t('main.divider')}</span>
    </div>
  );
}

/** Back to Main, unless the host hid back arrows. */
export function BackButton() {
  const { ctx, t, config } = useRuntime();
  if (config.hideBackArrow) return null;
  return (
    <button type="button" className={backButton} onClick={() => ctx.back()} aria-label={t('nav.back')}>
      <BackArrowIcon />
    </button>
  );
}

/** The current error, for screens that show it themselves. */
export function useErrorMessage() {
  return useWidgetState((s) => s.errorMessage);
}
