import type { ComponentType } from 'react';
import type { CoreClient } from '../../core/client.js';
import type { LoginConfig } from '../config.js';
import type {
  AnyPlugin,
  LoginMethod,
  PluginContext,
  ProductId,
  ScreenId,
  WidgetEvent,
} from '../plugin-api.js';
import { createTranslate, shellMessages, type MessageOverrides, type Translate } from '../strings.js';
import { createWidgetStore, type WidgetStore } from '../store/widgetStore.js';
import { createToaster } from '../toasts/toastActions.js';
import { toErrorLike } from './errors.js';

export interface WidgetCallbacks {
  onEvent?(event: WidgetEvent): void;
  onError?(error: { message: string; type?: string }): void;
}

/** Everything one mounted widget owns. Two widgets on a page get two of these. */
export interface WidgetRuntime {
  store: WidgetStore;
  ctx: PluginContext;
  t: Translate;
  config: LoginConfig;
  plugins: AnyPlugin[];
  screens: ReadonlyMap<string, ComponentType<{ params: unknown }>>;
  /** Per screen id, what other plugins add below it, in product order. */
  screenAddons: ReadonlyMap<string, { plugin: string; component: ComponentType<{ params: unknown }> }[]>;
  actions: ReadonlyMap<ProductId, unknown>;
  loginMethods: LoginMethod[];
  dispose(): void;
}

interface RuntimeInput {
  client: CoreClient;
  config: LoginConfig;
  plugins: AnyPlugin[];
  initialScreen: ScreenId;
  /** What the entry screen opens with, e.g. the reset token a host passed to mountResetPassword. */
  initialParams?: unknown;
  callbacks?: WidgetCallbacks;
  strings?: MessageOverrides;
}

const safely = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    // A throwing host callback must not break the widget.
    console.error('latch: a host callback threw', error);
  }
};

export function createRuntime(input: RuntimeInput): WidgetRuntime {
  const { client, config, plugins, callbacks = {} } = input;
  const store = createWidgetStore(input.initialScreen, input.initialParams);
  const toaster = createToaster(store);
  const catalogue = Object.assign({}, shellMessages, ...plugins.map((p) => p.messages ?? {}), input.strings ?? {});
  const t = createTranslate(catalogue);

  const clearError = () =>
    store.setState((s) => {
      s.errorMessage = null;
    });

  const ctx: PluginContext = Object.freeze({
    client,
    config,
    t,
    bootstrap: () => client.bootstrap.get(),
    navigate: (screen: ScreenId, ...params: unknown[]) =>
      store.setState((s) => {
        s.screen = { id: screen, params: params[0] };
        s.errorMessage = null;
      }),
    back: () =>
      store.setState((s) => {
        s.screen = { id: 'Main', params: undefined };
        s.errorMessage = null;
      }),
    toast: toaster.show,
    setError(error: unknown) {
      const like = toErrorLike(error);
      store.setState((s) => {
        s.errorMessage = like;
      });
      safely(() => callbacks.onError?.(like));
    },
    clearError,
    emit: (event: WidgetEvent) => safely(() => callbacks.onEvent?.(event)),
    track: (event: Parameters<PluginContext['track']>[0]) => client.events.log(event),
  }) as PluginContext;

  const screens = new Map<string, ComponentType<{ params: unknown }>>();
  const screenAddons = new Map<string, { plugin: string; component: ComponentType<{ params: unknown }> }[]>();
  const actions = new Map<ProductId, unknown>();
  const loginMethods: LoginMethod[] = [];
  const teardowns: (() => void)[] = [];

  for (const plugin of plugins) {
    for (const [id, component] of Object.entries(plugin.screens ?? {})) {
      if (screens.has(id)) throw new Error(`latch: screen "${id}" is registered twice (by "${plugin.id}").`);
      screens.set(id, component as ComponentType<{ params: unknown }>);
    }
    for (const [id, component] of Object.entries(plugin.screenAddons ?? {})) {
      screenAddons.set(id, [...(screenAddons.get(id) ?? []), { plugin: plugin.id, component: component as ComponentType<{ params: unknown }> }]);
    }
    let pluginActions: unknown;
    if (plugin.slice) {
      const id = plugin.id as ProductId;
      store.setState((s) => {
        s.products[id] = plugin.slice!.initial;
      });
      pluginActions = plugin.slice.actions(
        (recipe) =>
          store.setState((s) => {
            recipe(s.products[id] as never);
          }),
        () => store.getState().products[id] as never,
        ctx,
      );
      actions.set(id, pluginActions);
    }
    loginMethods.push(...(plugin.loginMethods?.(ctx, pluginActions) ?? []));
    const teardown = plugin.setup?.(ctx, pluginActions);
    if (teardown) teardowns.push(teardown);
  }

  const superseded = new Set(loginMethods.flatMap((m) => m.supersedes ?? []));

  return {
    store,
    ctx,
    t,
    config,
    plugins,
    screens,
    screenAddons,
    actions,
    loginMethods: loginMethods.filter((m) => !superseded.has(m.id)),
    dispose() {
      toaster.dispose();
      for (const teardown of teardowns) teardown();
    },
  };
}
