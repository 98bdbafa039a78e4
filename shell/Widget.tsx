import { useMemo } from 'react';
import type { WidgetStyles } from './config.js';
import { RuntimeContext } from './runtime/context.js';
import { useWidgetRuntime, type FromMount, type RuntimeProps } from './runtime/useWidgetRuntime.js';
import { ConfigError } from './screens/ConfigError.js';
import { ScreenHost } from './screens/ScreenHost.js';
import { loading } from './screens/main.css.js';
import { Watermark } from './screens/Watermark.js';
import { createTranslate, shellMessages } from './strings.js';
import { styleVariables } from './theme/applyStyles.js';
import { StylesContext } from './theme/stylesContext.js';
import { spinner, visuallyHidden } from './theme/theme.css.js';
import { reactH } from './markup/react.js';
import { widgetRootView } from './markup/views.js';
import { Toaster } from './toasts/Toaster.js';

export interface WidgetProps extends RuntimeProps {
  styles?: WidgetStyles;
}

/**
 * The widget: one store per mount, plugins loaded for the listed products, themed from `styles`; in a locale, its texts
 * come in `strings` (shell/locale/load.ts) and the locale lays out the root.
 */
export function Widget(props: WidgetProps & FromMount) {
  const { locale } = props;
  const phase = useWidgetRuntime(props);
  const styleVars = useMemo(() => styleVariables(props.styles), [props.styles]);
  const t = useMemo(() => createTranslate({ ...shellMessages, ...props.strings }, locale?.fill), [props.strings, locale]);
  const content = (
    <>
      {phase.kind === 'loading' && (
        <div className={loading} aria-busy="true">
          <span className={spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{t('loading')}</span>
        </div>
      )}
      {phase.kind === 'error' && (
        <ConfigError message={phase.message} entry={props.entry ?? 'login'} styles={props.styles ?? {}} t={t} client={props.client} />
      )}
      {phase.kind === 'ready' && (
        <RuntimeContext.Provider value={phase.runtime}>
          <ScreenHost />
          <Watermark />
          <Toaster />
        </RuntimeContext.Provider>
      )}
    </>
  );
  return (
    <StylesContext.Provider value={props.styles ?? {}}>
      {widgetRootView(
        reactH,
        { style: styleVars, ref: phase.kind === 'ready' ? phase.runtime.setRoot : undefined, dir: locale?.dir, lang: locale?.tag },
        content,
        props.styles?.colorScheme,
      )}
    </StylesContext.Provider>
  );
}
