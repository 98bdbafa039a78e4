import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CoreClient } from '../../core/client.js';
import { inPage } from '../../core/session/environment.js';
import type { HostProducts } from '../entries.js';
import type { Handover, HandoverSource } from '../firstPaint/handover.js';
import { standInPlugins } from '../firstPaint/standIns.js';
import type { ActiveLocale } from '../locale/load.js';
import type { EntryKind, LatchConfig, ScreenId } from '../registries.js';
import { shellMessages, type MessageOverrides } from '../strings.js';
import { loadedNow, loadPlugins, type LoadResult } from './loadPlugins.js';
import { planMount, type MountPlan } from './plan.js';
import type { Refusal } from '../refusalTexts.js';
import type { WidgetRuntime } from './context.js';
import { createRuntime, safely, type WidgetCallbacks } from './runtime.js';
import { configError } from './validateConfig.js';
import { wordRefusal } from './wordRefusal.js';

export interface RuntimeProps {
  client: CoreClient;
  entry?: EntryKind;
  config?: LatchConfig;
  callbacks?: WidgetCallbacks;
  strings?: MessageOverrides;
  plugins?: HostProducts;
  passwordResetToken?: string;
}

/** What a vanilla mount worked out before the widget, for the widget it renders (whose props never change): not a host's. */
export interface FromMount {
  /** The mount's plan of `entry` and `config`, which the widget does not make again. */
  plan?: MountPlan;
  /** The form drawn before the widget; read once, when the widget's own form takes its place. */
  handover?: HandoverSource;
  /** The locale shown, whose texts are in `strings` (shell/locale/load.ts): its digits, plural forms and direction. */
  locale?: ActiveLocale | undefined;
  /** The form drawn before the widget has a phone field, which the widget draws from its part (shell/form/phoneForm.ts). */
  drewPhoneField?: boolean;
}

export type Phase = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; runtime: WidgetRuntime };

/** What a mount starts with: its phase now, and, while chunks download, how it becomes the real widget. */
interface Start {
  phase: Phase;
  load?: Promise<LoadResult>;
  finish?(result: LoadResult): Phase;
}

/** What the visitor did on the provisional form, for the real widget that takes over the same elements. */
function handoverFrom(runtime: WidgetRuntime): Handover {
  const { tab, email, phone, region, queued } = runtime.store.getState().form;
  return { tab, email, phone, region, submit: queued };
}

/**
 * Plans an entry, unless the mount did, and builds its runtime from the loaded plugins: at once when every chunk has
 * already arrived (a second mount, or a host that preloaded); else, while they download, from stand-ins that draw
 * Main's form (when the products' descriptors allow it, otherwise a loading pass), replaced once the downloads finish.
 */
function begin(props: RuntimeProps & FromMount, callbacks: () => WidgetCallbacks | undefined): Start {
  const { client, entry = 'login', strings, plugins: host, passwordResetToken, handover, locale } = props;
  const word = (refusal: Refusal) => wordRefusal(refusal, { ...shellMessages, ...strings }, locale);
  const plan = props.plan ?? planMount(entry, props.config, host);
  const { config } = plan;
  const finish = (result: LoadResult, from?: Handover): Phase => {
    if (!result.ok) return { kind: 'error', message: result.error };
    const initialScreen: ScreenId = entry === 'login' ? 'Main' : (result.plugins[0]?.entries?.[entry] ?? 'Main');
    const initialParams = entry === 'resetPassword' && passwordResetToken !== undefined ? { token: passwordResetToken } : undefined;
    const runtime = createRuntime({
      client,
      config,
      plugins: result.plugins,
      produce: result.produce,
      entry,
      initialScreen,
      initialParams,
      callbacks,
      handover: from ?? handover?.(),
      locale,
      ...(strings && { strings }),
    });
    const invalid = configError(config, result.plugins, runtime.ctx);
    if (invalid) {
      runtime.dispose();
      return { kind: 'error', message: invalid };
    }
    client.events.log({ name: 'render_login_screen', details: { options: { products: config.products }, entry } });
    return { kind: 'ready', runtime };
  };
  // A refusal's words may have to be fetched (./wordRefusal.ts): the loading pass until they are, in a page.
  if (!plan.ok) return { phase: { kind: 'loading' }, ...(inPage() && { load: word(plan.refusal).then((error) => ({ ok: false, error })), finish }) };
  const now = loadedNow(plan.products, host);
  if (now) return { phase: finish(now) };
  // A server render draws what the page's first render will (the stand-ins' form or the loading pass) and downloads
  // nothing: the page loads the products when it hydrates.
  const load = inPage() ? loadPlugins(plan.products, word, host) : undefined;
  const standIns = entry === 'login' ? standInPlugins(plan.products, config, host) : undefined;
  if (!standIns) return { phase: { kind: 'loading' }, ...(load && { load, finish }) };
  const provisional = createRuntime({
    client,
    config,
    plugins: standIns,
    entry,
    initialScreen: 'Main',
    callbacks,
    provisional: true,
    locale,
    ...(strings && { strings }),
  });
  return {
    phase: { kind: 'ready', runtime: provisional },
    ...(load && { load, finish: (result: LoadResult) => finish(result, handoverFrom(provisional)) }),
  };
}

/** The mount's runtime: loaded for the listed products, rebuilt when the entry, config or reset token change. */
export function useWidgetRuntime(props: RuntimeProps & FromMount): Phase {
  const { client, entry = 'login', config, callbacks, passwordResetToken } = props;
  // Host callbacks are read when called, so a React host that passes new ones is heard without a reload.
  const latestCallbacks = useRef(callbacks);
  latestCallbacks.current = callbacks;
  const readCallbacks = () => latestCallbacks.current;
  // A new config object with the same content must not reload the plugins.
  const key = JSON.stringify([entry, config ?? {}, passwordResetToken ?? null]);
  // The first render starts the downloads (React hosts mount through it; `begin` asks for the chunks) and is the
  // form itself, no loading pass: the products' when their chunks are here, their stand-ins' while they download.
  // The effect adopts what it built, once.
  const [initial] = useState(() => ({ key, start: begin(props, readCallbacks) }));
  const adoptable = useRef(true);
  const [phase, setPhase] = useState<Phase>(() => initial.start.phase);

  useEffect(() => {
    let live = true;
    const adopt = adoptable.current && initial.key === key;
    adoptable.current = false;
    const start = adopt ? initial.start : begin(props, readCallbacks);
    let runtime = start.phase.kind === 'ready' ? start.phase.runtime : undefined;
    if (!adopt) setPhase(start.phase);
    const { load, finish } = start;
    if (load && finish) {
      void load.then((result) => {
        if (!live) return;
        const next = finish(result);
        runtime?.dispose();
        runtime = next.kind === 'ready' ? next.runtime : undefined;
        // `finish` read the stand-ins' form; the widget built from it must be in place within the same task, or a
        // keystroke or submit in between would go to a store that nothing reads any more.
        flushSync(() => setPhase(next));
      });
    }
    return () => {
      live = false;
      runtime?.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);

  // Plugins start once the ready widget is in the page, so setup and the first screen's effects find ctx.root().
  useLayoutEffect(() => {
    if (phase.kind === 'ready') phase.runtime.start();
  }, [phase]);
  // A configuration error is shown in place of the form, so the host hears of it like any other error it shows:
  // once per configuration (StrictMode's second pass rebuilds the phase, but the configuration is the same).
  const reported = useRef<string>(undefined);
  useEffect(() => {
    if (phase.kind !== 'error' || reported.current === key) return;
    reported.current = key;
    safely(() => latestCallbacks.current?.onError?.({ message: phase.message }));
  }, [phase, key]);
  return phase;
}
