import type { AnyPlugin, PluginContext, ScreenEffect } from '../pluginTypes.js';
import type { WidgetStore } from '../store/widgetStore.js';

type AnyEffect = ScreenEffect<never, never>;

/**
 * Runs the plugins' effects for the open screen, and aborts their signal when it closes (a new
 * screen, or even the same screen opened again with new params) or the widget unmounts. Returns the
 * teardown.
 */
export function runScreenEffects(store: WidgetStore, plugins: AnyPlugin[], ctx: PluginContext, actions: ReadonlyMap<string, unknown>): () => void {
  let controller: AbortController | undefined;
  const enter = (screen: { id: string; params: unknown }) => {
    controller?.abort();
    controller = new AbortController();
    for (const plugin of plugins) {
      const effects = plugin.screenEffects as Record<string, AnyEffect | undefined> | undefined;
      const effect = effects?.[screen.id];
      effect?.(ctx, actions.get(plugin.id) as never, { params: screen.params as never, signal: controller.signal });
    }
  };
  enter(store.getState().screen);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.screen !== previous.screen) enter(state.screen);
  });
  return () => {
    unsubscribe();
    controller?.abort();
  };
}
