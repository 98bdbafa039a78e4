import { useStore } from 'zustand';
import type { ActionsOf, LoginMethod, PluginContext, ProductId, StateOf } from '../plugin-api.js';
import type { Translate } from '../strings.js';
import type { WidgetState } from '../store/widgetStore.js';
import { useRuntime } from './context.js';

/** A plugin's own slice, with a selector so a screen re-renders only for what it reads. */
export function useProductState<P extends ProductId, T>(id: P, select: (state: StateOf<P>) => T): T {
  const { store } = useRuntime();
  return useStore(store, (s: WidgetState) => select(s.products[id] as StateOf<P>));
}

export function useProductActions<P extends ProductId>(id: P): ActionsOf<P> {
  return useRuntime().actions.get(id) as ActionsOf<P>;
}

export const usePluginContext = (): PluginContext => useRuntime().ctx;

export const useTranslate = (): Translate => useRuntime().t;

export const useLoginMethods = (): LoginMethod[] => useRuntime().loginMethods;

export function useWidgetState<T>(select: (state: WidgetState) => T): T {
  return useStore(useRuntime().store, select);
}
