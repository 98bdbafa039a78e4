import { createContext, useContext, type ComponentType } from 'react';
import type { Handover } from '../firstPaint/handover.js';
import type { ActiveLocale } from '../locale/load.js';
import type { AnyPlugin, FieldHints, LoginMethod, PluginContext } from '../pluginTypes.js';
import type { LoginConfig, ProductId, SlotRegistry, Translate } from '../registries.js';
import type { WidgetStore } from '../store/widgetStore.js';

export type SlotComponent = ComponentType<never>;

// Declared beside the context that hands it to the components rather than with createRuntime (./runtime.ts), which
// registers the shell's own screen: a component that reads this context.
/** Everything one mounted widget owns. Two widgets on a page get two of these. */
export interface WidgetRuntime {
  store: WidgetStore;
  ctx: PluginContext;
  t: Translate;
  /** The locale shown: its direction and language go on the widget's root. Undefined in English. */
  locale: ActiveLocale | undefined;
  /** What the widget names and orders things in (regions, with Intl): the locale shown, else the visitor's languages. */
  languages: readonly string[];
  config: LoginConfig;
  plugins: AnyPlugin[];
  screens: ReadonlyMap<string, ComponentType<{ params: unknown }>>;
  /** Per slot, what the plugins add there, in product order. */
  slots: ReadonlyMap<keyof SlotRegistry, { plugin: string; component: SlotComponent }[]>;
  actions: ReadonlyMap<ProductId, unknown>;
  loginMethods: LoginMethod[];
  fieldHints(input: 'email' | 'phone'): FieldHints;
  /** The widget's root element, set by the Widget once rendered. */
  setRoot(element: HTMLElement | null): void;
  /** Drawn from the products' descriptors while their chunks download: a submit is queued, not sent. */
  provisional: boolean;
  /**
   * The form drawn before the widget, taken over by the widget's form (form/useHandover.ts): the prefix of its element
   * ids, which the elements the widget adopts keep, and, once, what the visitor did on it.
   */
  handover: { ids: string | undefined; take(): Handover | undefined };
  /** Starts the plugins' setup and screen effects, once: after the config validated and the root is rendered. */
  start(): void;
  dispose(): void;
}

export const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useRuntime(): WidgetRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Internals not found!');
  return runtime;
}
