import { createContext, useContext } from 'react';
import type { WidgetRuntime } from './runtime.js';

export const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useRuntime(): WidgetRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Internals not found!');
  return runtime;
}
