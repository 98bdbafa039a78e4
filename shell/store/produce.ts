import type { Draft } from '../pluginTypes.js';

/**
 * immer, which writes the products' slices (`SliceSetter`), fetched once the products have arrived: no slice can
 * change before then, because a runtime with real plugins is only built with `produce` in hand (the form drawn
 * meanwhile runs on stand-ins without slices and queues its submit), so the first wave does not carry it. The
 * shell's own state is written without it (widgetStore.ts). Typed in our own words, not as immer's: the package's
 * declarations must not need a bundled library's types.
 */
export type Produce = <T>(base: T, recipe: (draft: Draft<T>) => void) => T;

let loaded: Produce | undefined;
let pending: Promise<Produce> | undefined;

/** Fetches immer once per page; a failure is forgotten so that a later mount retries. */
export function loadProduce(): Promise<Produce> {
  pending ??= import('./immer.js').then(
    (immer) => (loaded = immer.produce as Produce),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** immer's `produce` if it has arrived. */
export const produceNow = (): Produce | undefined => loaded;
