import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CoreClient } from '../core/client.js';
import type { WidgetStyles } from './config.js';
import { normalizeConfig, planEntry, type HostProducts } from './entries.js';
import type { EntryKind, LoginConfig, ScreenId } from './plugin-api.js';
import { RuntimeContext } from './runtime/context.js';
import { loadPlugins, prefetchProducts } from './runtime/loadPlugins.js';
import { createRuntime, type WidgetCallbacks, type WidgetRuntime } from './runtime/runtime.js';
import { configError as configErrorText } from './runtime/validateConfig.js';
import { ScreenHost } from './screens/ScreenHost.js';
import { configError, loading } from './screens/main.css.js';
import { Watermark } from './screens/Watermark.js';
import { createTranslate, shellMessages, type MessageOverrides } from './strings.js';
import { styleVariables } from './theme/applyStyles.js';
import { StylesContext } from './theme/stylesContext.js';
import { root, spinner, themeClass, visuallyHidden } from './theme/theme.css.js';
import { Toaster } from './toasts/Toaster.js';

export interface WidgetProps {
  client: CoreClient;
  entry?: EntryKind;
  config?: Partial<LoginConfig>;
  styles?: WidgetStyles;
  callbacks?: WidgetCallbacks;
  strings?: MessageOverrides;
  /** The host's own plugins, by product id (a loader, or a descriptor); list the ids in `config.products` to use them. */
  plugins?: HostProducts;
  /** The token of a password-reset link, for the reset entry (the published client's `passwordResetToken`). */
  passwordResetToken?: string;
}

type Phase = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; runtime: WidgetRuntime };

function useWidgetRuntime({ client, entry = 'login', config: rawConfig, callbacks, strings, passwordResetToken, plugins }: WidgetProps): Phase {
  const [phase, setPhase] = useState<Phase>(() => {
    // React hosts mount through this first render: the downloads start here, not after it in an effect.
    prefetchProducts(entry, rawConfig, plugins);
    return { kind: 'loading' };
  });
  // Host callbacks are read when called, so a React host that passes new ones is heard without a reload.
  const latestCallbacks = useRef(callbacks);
  latestCallbacks.current = callbacks;
  // A new config object with the same content must not reload the plugins.
  const configKey = JSON.stringify(rawConfig ?? {});
  useEffect(() => {
    let live = true;
    let runtime: WidgetRuntime | undefined;
    const config = normalizeConfig(rawConfig);
    const plan = planEntry(entry, config, createTranslate({ ...shellMessages, ...strings }), plugins);
    if (!plan.ok) {
      setPhase({ kind: 'error', message: plan.error });
      return;
    }
    setPhase({ kind: 'loading' });
    void loadPlugins(plan.products, createTranslate({ ...shellMessages, ...strings }), plugins).then((result) => {
      if (!live) return;
      if (!result.ok) return setPhase({ kind: 'error', message: result.error });
      const initialScreen: ScreenId = entry === 'login' ? 'Main' : (result.plugins[0]?.entries?.[entry] ?? 'Main');
      const initialParams = entry === 'resetPassword' && passwordResetToken !== undefined ? { token: passwordResetToken } : undefined;
      const built = createRuntime({ client, config, plugins: result.plugins, entry, initialScreen, initialParams, callbacks: () => latestCallbacks.current, ...(strings && { strings }) });
      const invalid = configErrorText(config, result.plugins, built.ctx);
      if (invalid) {
        built.dispose();
        return setPhase({ kind: 'error', message: invalid });
      }
      runtime = built;
      client.events.log({ name: 'render_login_screen', details: { options: { products: config.products }, entry } });
      setPhase({ kind: 'ready', runtime });
    });
    return () => {
      live = false;
      runtime?.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, entry, configKey, passwordResetToken]);
  // Plugins start once the ready widget is in the page, so setup and the first screen's effects find ctx.root().
  useLayoutEffect(() => {
    if (phase.kind === 'ready') phase.runtime.start();
  }, [phase]);
  return phase;
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
