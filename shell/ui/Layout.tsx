import type { ReactElement, ReactNode } from 'react';
import type { Child } from '../markup/h.js';
import { reactH } from '../markup/react.js';
import { headingView, stackView } from '../markup/views.js';
import { useWidgetState } from '../runtime/hooks.js';
import { useRuntime } from '../runtime/context.js';
import { BackArrowIcon } from './icons.js';
import { backButton, divider } from './screen.css.js';

/** A screen's heading; ScreenHost moves focus here when the screen changes. */
export const Heading = ({ children, centered = false }: { children: ReactNode; centered?: boolean }) =>
  headingView(reactH, { centered, children: children as Child<ReactElement> });

export const Stack = ({ children }: { children: ReactNode }) => stackView(reactH, children as Child<ReactElement>);

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
