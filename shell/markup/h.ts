/**
 * One description of the widget's first screen, two renderers: React's `createElement` and the plain-DOM builder
 * of the first paint (./dom.ts). Views are written against this signature with React's prop names, so the form a
 * visitor sees before React arrives is built from the same code as the one React renders after it.
 */
export type Child<N> = N | string | number | boolean | null | undefined | readonly Child<N>[];
export type Props = Record<string, unknown>;
export type H<N> = (type: string, props: Props | null, ...children: Child<N>[]) => N;
