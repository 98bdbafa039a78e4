import type { ComponentType } from 'react';
import type { SlotRegistry } from '../registries.js';
import { useRuntime } from '../runtime/context.js';

/** Where other plugins add their controls to this screen (e.g. 'Create a password instead' under a sent code). */
export function Slot<K extends keyof SlotRegistry>({ name, ...props }: { name: K } & SlotRegistry[K]) {
  const contributions = useRuntime().slots.get(name) ?? [];
  return (
    <>
      {contributions.map(({ plugin, component }) => {
        const Contribution = component as ComponentType<SlotRegistry[K]>;
        return <Contribution key={plugin} {...(props as unknown as SlotRegistry[K])} />;
      })}
    </>
  );
}
