import type { CoreClient } from '../core/client.js';
import type { AnyPlugin, ErrorLike, PluginContext, WidgetPlugin } from './pluginTypes.js';
import type { ActionsOf, EntryKind, LoginConfig, ProductId, ScreenId, StateOf, WidgetEvent } from './registries.js';
import { createRuntime } from './runtime/runtime.js';
import { loadProduce } from './store/produce.js';
import type { MessageOverrides } from './strings.js';
import type { Toast } from './store/widgetStore.js';

export interface TestContextOptions {
  /** A client whose requests your test intercepts (msw, or a `fetch` option). */
  client: CoreClient;
  /** @default { products: [the plugin's id] } */
  config?: Partial<LoginConfig>;
  /** Other plugins mounted beside it, e.g. one that offers a capability it asks for. */
  others?: AnyPlugin[];
  entry?: EntryKind;
  /** @default 'Main' */
  screen?: ScreenId;
  strings?: MessageOverrides;
}

export interface TestContext<P extends ProductId> {
  ctx: PluginContext;
  actions: ActionsOf<P>;
  state(): StateOf<P>;
  screen(): { id: ScreenId; params: unknown };
  /** The error the widget shows now, if any. */
  error(): ErrorLike | null;
  toasts(): readonly Toast[];
  /** What the host's onEvent and onError received, in order. */
  events: WidgetEvent[];
  errors: ErrorLike[];
  /** The config error the plugin's `validate` gives for this config, if any. */
  configError(): string | undefined;
  dispose(): void;
}

/**
 * A plugin mounted as the widget mounts it, without rendering: its slice, its actions and the context
 * they get, so a plugin's logic can be unit-tested on its own. Nothing here is a stand-in: it is the
 * widget's runtime. Asynchronous because, as in the widget, the slices' state library (immer) is loaded first.
 */
export async function createTestContext<P extends ProductId>(plugin: WidgetPlugin<P>, options: TestContextOptions): Promise<TestContext<P>> {
  const produce = await loadProduce();
  const events: WidgetEvent[] = [];
  const errors: ErrorLike[] = [];
  const plugins = [plugin as AnyPlugin, ...(options.others ?? [])];
  const config = { ...options.config, products: options.config?.products ?? plugins.map((p) => p.id) } as LoginConfig;
  const runtime = createRuntime({
    client: options.client,
    config,
    plugins,
    produce,
    entry: options.entry ?? 'login',
    initialScreen: options.screen ?? 'Main',
    callbacks: () => ({ onEvent: (event) => events.push(event), onError: (error) => errors.push(error) }),
    ...(options.strings && { strings: options.strings }),
  });
  const env = { t: runtime.t, entry: runtime.ctx.entry, capability: runtime.ctx.capability };
  runtime.start();
  return {
    ctx: runtime.ctx,
    actions: runtime.actions.get(plugin.id) as ActionsOf<P>,
    state: () => runtime.store.getState().products[plugin.id] as StateOf<P>,
    screen: () => runtime.store.getState().screen,
    error: () => runtime.store.getState().errorMessage,
    toasts: () => runtime.store.getState().toasts,
    events,
    errors,
    configError: () => plugin.validate?.(config, env),
    dispose: () => runtime.dispose(),
  };
}
