import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { BootstrapData } from '../../core/types.js';
import type { ErrorLike, LoginMethod, PluginContext } from '../pluginTypes.js';
import type { ActionsOf, ProductId, StateOf } from '../registries.js';
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

/** The provider's bootstrap data, undefined until it has arrived (it is requested when the client is created). */
export function useBootstrap(): BootstrapData | undefined {
  const { ctx } = useRuntime();
  const [data, setData] = useState<BootstrapData>();
  useEffect(() => {
    let live = true;
    void ctx.bootstrap().then((b) => live && setData(b));
    return () => {
      live = false;
    };
  }, [ctx]);
  return data;
}

/** The action whose failure the banner shows now, and what it threw. */
export interface Failure<K extends string> {
  key: K;
  error: unknown;
}

/**
 * One click, one request: runs one action at a time per screen, and while one is in flight the others do
 * nothing. `pending` names the running one, so only its button shows progress. A failure goes to the
 * screen's error banner (and the host's onError); `failure` names the action it came from for as long as the banner
 * shows it, so a screen marks a field invalid only for an error about that field, not for any error on the page.
 */
export function useSingleFlight<K extends string = 'submit'>(): [
  pending: K | null,
  run: (key: K, action: () => Promise<void>) => Promise<void>,
  failure: Failure<K> | null,
] {
  const { ctx, store } = useRuntime();
  const inFlight = useRef(false);
  const [pending, setPending] = useState<K | null>(null);
  const [failed, setFailed] = useState<(Failure<K> & { shown: ErrorLike | null }) | null>(null);
  const shown = useStore(store, (s: WidgetState) => s.errorMessage);
  const run = async (key: K, action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(key);
    ctx.clearError();
    try {
      await action();
    } catch (error) {
      ctx.setError(error);
      setFailed({ key, error, shown: store.getState().errorMessage });
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };
  const failure = failed && shown !== null && failed.shown === shown ? { key: failed.key, error: failed.error } : null;
  return [pending, run, failure];
}
