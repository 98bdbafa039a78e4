import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, Heading, Stack } from './ui/index.js';
import { definePlugin, usePluginContext, useProductActions, useProductState, type AnyPlugin, type BuiltInProductId } from './plugin-api.js';
import { renderWidget, useApi } from '../test/support/widget.js';

useApi();

/** A product written outside this repo: one Main section, one screen, its own slice. */
interface BroomState {
  sweeps: number;
}
interface BroomActions {
  sweep(): void;
}
declare module './registries.js' {
  interface ProductRegistry {
    broom: { state: BroomState; actions: BroomActions };
  }
  interface ScreenRegistry {
    BroomDone: { sweeps: number };
  }
}

function BroomButton() {
  const actions = useProductActions('broom');
  return <Button onClick={() => actions.sweep()}>Sweep</Button>;
}

function BroomDone({ params }: { params: { sweeps: number } }) {
  const sweeps = useProductState('broom', (s) => s.sweeps);
  const ctx = usePluginContext();
  return (
    <Stack>
      <Heading>Swept {params.sweeps} time(s)</Heading>
      <p>Slice says {sweeps}</p>
      <Button onClick={() => ctx.back()}>Again</Button>
    </Stack>
  );
}

const broom = definePlugin({
  id: 'broom',
  slice: {
    initial: { sweeps: 0 },
    actions: (set, get, ctx) => ({
      sweep() {
        set((s) => {
          s.sweeps += 1;
        });
        ctx.navigate('BroomDone', { sweeps: get().sweeps });
      },
    }),
  },
  screens: { BroomDone },
  mainSection: { component: BroomButton, group: 'buttons' },
});

const plugins = { broom: async () => ({ default: broom as AnyPlugin }) };

describe('plugins a host brings', () => {
  it('load from the host loader, contribute a Main section and screens, and keep their own slice', async () => {
    const view = renderWidget({ config: { products: ['broom', 'emailMagicLinks'] }, plugins });
    await view.user.click(await screen.findByRole('button', { name: 'Sweep' }));
    expect(await screen.findByRole('heading', { name: 'Swept 1 time(s)' })).toBeTruthy();
    expect(screen.getByText('Slice says 1')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Again' }));
    // The divider separates the button block from the shared email form.
    expect(await screen.findByRole('separator', { name: 'or' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Sweep' }));
    expect(await screen.findByRole('heading', { name: 'Swept 2 time(s)' })).toBeTruthy();
  });

  it('refuses a loader whose plugin has another id', async () => {
    renderWidget({ config: { products: ['broom'] }, plugins: { broom: async () => ({ default: { ...broom, id: 'mop' } as AnyPlugin }) } });
    expect(await screen.findByText('Error: The plugin loaded for "broom" has the id "mop".')).toBeTruthy();
  });

  it('still names an unknown product', async () => {
    renderWidget({ config: { products: ['sorcery' as BuiltInProductId] }, plugins });
    expect(await screen.findByText('Error: Unknown product "sorcery" in the config.')).toBeTruthy();
  });
});
