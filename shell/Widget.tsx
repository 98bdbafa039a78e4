import { useMemo } from 'react';
import type { WidgetStyles } from './config.js';
import { RuntimeContext } from './runtime/context.js';
import { useWidgetRuntime, type RuntimeProps } from './runtime/useWidgetRuntime.js';
import { ScreenHost } from './screens/ScreenHost.js';
import { configError, loading } from './screens/main.css.js';
import { Watermark } from './screens/Watermark.js';
import { createTranslate, shellMessages } from './strings.js';
import { styleVariables } from './theme/applyStyles.js';
import { StylesContext } from './theme/stylesContext.js';
import { root, spinner, themeClass, visuallyHidden } from './theme/theme.css.js';
import { Toaster } from './toasts/Toaster.js';

export interface WidgetProps extends RuntimeProps {
  styles?: WidgetStyles;
}

/** The widget: one store per mount, plugins loaded for the listed products, themed from `styles`. */
export function Widget(props: WidgetProps) {
  const phase = useWidgetRuntime(props);
  const styleVars = useMemo(() => styleVariables(props.styles), [props.styles]);
  return (
    <StylesContext.Provider value={props.styles ?? {}}>
      <div className={`${themeClass} ${root}`} style={styleVars} data-latch="" ref={phase.kind === 'ready' ? phase.runtime.setRoot : undefined}>
        {phase.kind === 'loading' && (
          <div className={loading} aria-busy="true">
            <span className={spinner} aria-hidden="true" />
            <span className={visuallyHidden}>{createTranslate({ ...shellMessages, ...props.strings })('loading')}</span>
          </div>
        )}
        {phase.kind === 'error' && <p className={configError}>{phase.message}</p>}
        {phase.kind === 'ready' && (
          <RuntimeContext.Provider value={phase.runtime}>
            <ScreenHost />
            <Watermark />
            <Toaster />
          </RuntimeContext.Provider>
        )}
      </div>
    </StylesContext.Provider>
  );
}
