import { createStore } from 'zustand/vanilla';
import { DEFAULT_REGION, type PhoneRegion } from '../form/region.js';
import type { ErrorLike, ToastKind } from '../pluginTypes.js';
import type { ProductId, ScreenId } from '../registries.js';

export { DEFAULT_REGION, type PhoneRegion };

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/** The shell owns only what is shared; each plugin's slice lives under `products[id]`, written by its own actions. */
export interface WidgetState {
  screen: { id: ScreenId; params: unknown };
  errorMessage: ErrorLike | null;
  /**
   * The shared form's typed values, kept here so they survive errors, tab switches and screen changes; `queued` is a
   * submit made before the products arrived, carried out once they have.
   */
  form: { email: string; phone: string; region: PhoneRegion; tab: string | null; queued: boolean };
  products: Partial<Record<ProductId, unknown>>;
  toasts: Toast[];
}

export const MAX_TOASTS = 20;

export interface InitialState {
  screen: ScreenId;
  params?: unknown;
  /** The shared form's values, e.g. what was typed on the form drawn before the widget. */
  form?: Partial<WidgetState['form']>;
  /** Each plugin's slice, as it starts. */
  products?: WidgetState['products'];
}

/**
 * The shell writes its own fields with plain copies (`setForm`, `setState({ … })`), so the first screen needs no
 * immer; a product's slice is written through immer by the runtime (store/produce.ts).
 *
 * The whole starting state is given here, not set after: a hydrating render reads the store's initial state (its
 * server snapshot), so anything set later would not be seen by it.
 */
export function createWidgetStore({ screen, params, form, products = {} }: InitialState): WidgetStore {
  return createStore<WidgetState>()(() => ({
    screen: { id: screen, params },
    errorMessage: null,
    form: { email: '', phone: '', region: DEFAULT_REGION, tab: null, queued: false, ...form },
    products,
    toasts: [],
  }));
}

/** The store as the widget uses it (zustand's), in types of its own: the package's types name no library. */
export interface WidgetStore {
  getState(): WidgetState;
  getInitialState(): WidgetState;
  subscribe(listener: (state: WidgetState, previous: WidgetState) => void): () => void;
  setState(next: WidgetState | Partial<WidgetState> | ((state: WidgetState) => WidgetState | Partial<WidgetState>), replace?: false): void;
  setState(next: WidgetState | ((state: WidgetState) => WidgetState), replace: true): void;
}

/** Writes some of the shared form's values. */
export const setForm = (store: WidgetStore, values: Partial<WidgetState['form']>) => store.setState((s) => ({ form: { ...s.form, ...values } }));
