import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { ErrorLike, ProductId, ScreenId, ToastKind } from '../plugin-api.js';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

/** The shell owns only what is shared; each plugin's slice lives under `products[id]`, written by its own actions. */
export interface WidgetState {
  screen: { id: ScreenId; params: unknown };
  errorMessage: ErrorLike | null;
  /** The shared form's typed values, kept here so they survive errors, tab switches and screen changes. */
  form: { email: string; phone: string; region: PhoneRegion; tab: string | null };
  products: Partial<Record<ProductId, unknown>>;
  toasts: Toast[];
}

/** The phone country: its region code and dialling code, kept together so a number can be sent without the phone library. */
export interface PhoneRegion {
  code: string;
  dial: string;
}

/** SPEC §2: the phone country defaults to US. */
export const DEFAULT_REGION: PhoneRegion = { code: 'US', dial: '1' };

export const MAX_TOASTS = 20;

export function createWidgetStore(initialScreen: ScreenId, initialParams?: unknown) {
  return createStore<WidgetState>()(
    immer(() => ({
      screen: { id: initialScreen, params: initialParams },
      errorMessage: null,
      form: { email: '', phone: '', region: DEFAULT_REGION, tab: null },
      products: {},
      toasts: [],
    })),
  );
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;
