import type { ComponentType } from 'react';
import type { CoreClient } from '../../core/client.js';
import type { AnyPlugin, FieldHints, LoginMethod, PluginContext } from '../pluginTypes.js';
import type { Capabilities, EntryKind, LoginConfig, ProductId, ScreenId, SlotRegistry, WidgetEvent } from '../registries.js';
import { browserLanguages } from '../locale/browser.js';
import type { ActiveLocale } from '../locale/load.js';
import { createTranslate, shellMessages, type MessageOverrides } from '../strings.js';
import { dropDraft, keepDraft, readDraft } from '../form/drafts.js';
import type { Produce } from '../store/produce.js';
import { createWidgetStore, type WidgetState } from '../store/widgetStore.js';
import { createToaster } from '../toasts/toastActions.js';
import type { Handover } from '../firstPaint/handover.js';
import { withTakeovers } from '../form/channels.js';
import { toErrorLike } from './errors.js';
import { runScreenEffects } from './screenEffects.js';
import { followSession } from './followSession.js';
import type { SlotComponent, WidgetRuntime } from './context.js';
import { SessionConfirmation } from '../screens/SessionConfirmation.js';
import { mainButtonsBeside } from '../screens/mainButtons.js';

export interface WidgetCallbacks {
  onEvent?(event: WidgetEvent): void;
  onError?(error: { message: string; type?: string }): void;
}

export interface RuntimeInput {
  client: CoreClient;
  config: LoginConfig;
  plugins: AnyPlugin[];
  entry?: EntryKind;
  initialScreen: ScreenId;
  /** What the entry screen opens with, e.g. the reset token a host passed to mountResetPassword. */
  initialParams?: unknown;
  /** Read at each call, so a host that re-renders with new callbacks is heard. */
  callbacks?: () => WidgetCallbacks | undefined;
  strings?: MessageOverrides;
  /** The form drawn before the widget was ready: its values become the shared form's. */
  handover?: Handover | undefined;
  /** See WidgetRuntime.provisional. */
  provisional?: boolean;
  /** immer's `produce`, which writes the plugins' slices: needed when a plugin has one (store/produce.ts). */
  produce?: Produce;
  /** The locale shown (config.locale), whose texts are in `strings`; English without one. */
  locale?: ActiveLocale | undefined;
}

export const safely = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    // A throwing host callback must not break the widget.
    console.error('latch: a host callback threw', error);
  }
};

/** The catalogue of a mount: the shell's texts, then each plugin's, then the host's overrides (a locale's texts among them). */
const catalogueFor = (plugins: AnyPlugin[], strings?: MessageOverrides): Record<string, string> =>
  Object.assign({}, shellMessages, ...plugins.map((p) => p.messages ?? {}), strings);

export function createRuntime(input: RuntimeInput): WidgetRuntime {
  const { client, config, plugins, entry = 'login' } = input;
  const callbacks = () => input.callbacks?.() ?? {};
  let handover = input.handover;
  // Only the login entry has the shared form; a remount starts from what was typed before (shell/form/drafts.ts).
  const draft = entry === 'login' ? readDraft(client) : undefined;
  const store = createWidgetStore({
    screen: input.initialScreen,
    params: input.initialParams,
    ...(handover
      ? { form: { tab: handover.tab, email: handover.email, phone: handover.phone, region: handover.region, queued: handover.submit } }
      : draft && { form: draft }),
    products: Object.fromEntries(plugins.flatMap((p) => (p.slice ? [[p.id, p.slice.initial]] : []))),
  });
  const toaster = createToaster(store);
  const saveDraft = ({ email, phone, region, tab }: WidgetState['form']) => keepDraft(client, { email, phone, region, tab });
  // What the first paint handed over counts as typed too.
  if (entry === 'login' && handover) saveDraft(store.getState().form);
  const stopDraft =
    entry === 'login'
      ? store.subscribe(({ form }, previous) => {
          if (form !== previous.form) saveDraft(form);
        })
      : undefined;
  const { locale } = input;
  const catalogue = catalogueFor(plugins, input.strings);
  const t = createTranslate(catalogue, locale?.fill);
  const capabilities: Partial<Capabilities> = {};
  const pluginActions = new Map<string, unknown>();
  let rootElement: HTMLElement | null = null;

  const open = (screen: ScreenId, params: unknown) => store.setState({ screen: { id: screen, params }, errorMessage: null });
  // The screen a login's end opened; another login while it shows (one that finished in another tab first) is not a
  // second end.
  let completedScreen: WidgetState['screen'] | undefined;
  const completed = () => store.getState().screen === completedScreen;

  const ctx: PluginContext = Object.freeze({
    client,
    config,
    entry,
    t,
    locale: locale?.tag,
    bootstrap: () => client.bootstrap.get(),
    navigate: (screen: ScreenId, ...params: unknown[]) => open(screen, params[0]),
    back: () => open(input.initialScreen, input.initialParams),
    loginComplete(screen: ScreenId, ...params: unknown[]) {
      // Why a chain? A hold (a second factor) stops the login short of complete; its proceed() resumes from the next.
      const from = (index: number): void => {
        if (completed()) return;
        for (const [i, plugin] of plugins.slice(index).map((p, n) => [index + n, p] as const)) {
          let resumed = false;
          const proceed = () => {
            if (resumed) return;
            resumed = true;
            from(i + 1);
          };
          if (plugin.holdLogin?.(ctx, pluginActions.get(plugin.id), proceed) === true) return;
        }
        dropDraft(client);
        const takenOver = plugins.some((p) => p.onLoginComplete?.(ctx, pluginActions.get(p.id)) === true);
        if (takenOver) return;
        open(screen, params[0]);
        completedScreen = store.getState().screen;
      };
      from(0);
    },
    toast: toaster.show,
    setError(error: unknown) {
      const like = toErrorLike(error, t, catalogue);
      store.setState({ errorMessage: like });
      safely(() => callbacks().onError?.(like));
    },
    reportError: (error: unknown) => safely(() => callbacks().onError?.(toErrorLike(error, t, catalogue))),
    clearError: () => store.setState({ errorMessage: null }),
    emit: (event: WidgetEvent) => safely(() => callbacks().onEvent?.(event)),
    track: (event) => client.events.log(event),
    capability: (name) => capabilities[name],
    mainButtonsBeside: (self) => mainButtonsBeside(plugins, config, self),
    root: () => rootElement,
    // Only One Tap-like products need it, so it is fetched on first use.
    loadScript: (src, options) => import('../../core/loadScript.js').then((m) => m.loadScript(src, options)),
  } satisfies PluginContext);

  const screens = new Map<string, ComponentType<{ params: unknown }>>([['SessionConfirmation', SessionConfirmation]]);
  const slots = new Map<keyof SlotRegistry, { plugin: string; component: SlotComponent }[]>();
  const loginMethods: LoginMethod[] = [];

  for (const plugin of plugins) {
    for (const [id, component] of Object.entries(plugin.screens ?? {})) {
      if (screens.has(id)) throw new Error(`latch: screen "${id}" is registered twice (by "${plugin.id}").`);
      screens.set(id, component as ComponentType<{ params: unknown }>);
    }
    for (const [name, component] of Object.entries(plugin.slots ?? {}) as [keyof SlotRegistry, SlotComponent][]) {
      slots.set(name, [...(slots.get(name) ?? []), { plugin: plugin.id, component }]);
    }
    if (plugin.slice) {
      const id = plugin.id as ProductId;
      const { produce } = input;
      if (!produce) throw new Error('latch: a runtime with product slices needs immer (loadProduce) first.');
      // The recipe's return value is ignored, as SliceSetter says: a slice is changed through its draft only.
      const set = (recipe: (draft: never) => void) =>
        store.setState((s) => ({
          products: {
            ...s.products,
            [id]: produce(s.products[id], (draft) => {
              recipe(draft as never);
            }),
          },
        }));
      pluginActions.set(
        id,
        plugin.slice.actions(set, () => store.getState().products[id] as never, ctx),
      );
    }
  }

  for (const plugin of plugins) {
    const own = pluginActions.get(plugin.id);
    loginMethods.push(...(plugin.loginMethods?.(ctx, own) ?? []));
    for (const [name, fn] of Object.entries(plugin.provides?.(ctx, own) ?? {})) {
      // The first product listed that offers a capability serves it.
      (capabilities as Record<string, unknown>)[name] ??= fn;
    }
  }

  const teardowns: (() => void)[] = [];
  let started = false;

  return {
    store,
    ctx,
    t,
    locale,
    languages: locale ? [locale.tag] : browserLanguages(),
    config,
    plugins,
    screens,
    slots,
    actions: pluginActions as ReadonlyMap<ProductId, unknown>,
    loginMethods: withTakeovers(loginMethods),
    fieldHints: (kind) => Object.assign({}, ...plugins.map((p) => p.fieldHints?.(kind, ctx) ?? {})) as FieldHints,
    setRoot(element) {
      rootElement = element;
    },
    provisional: input.provisional ?? false,
    handover: {
      ids: handover?.ids,
      take() {
        const taken = handover;
        handover = undefined;
        return taken;
      },
    },
    start() {
      if (started) return;
      started = true;
      for (const plugin of plugins) {
        const teardown = plugin.setup?.(ctx, pluginActions.get(plugin.id));
        if (teardown) teardowns.push(teardown);
      }
      teardowns.push(runScreenEffects(store, plugins, ctx, pluginActions));
      if (entry === 'login') {
        teardowns.push(
          followSession({ client, store, completed, finish: () => ctx.loginComplete('SessionConfirmation'), restart: () => ctx.back() }),
        );
      }
    },
    dispose() {
      toaster.dispose();
      stopDraft?.();
      for (const teardown of teardowns) teardown();
    },
  };
}
