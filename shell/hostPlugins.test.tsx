import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, Heading, Stack } from './ui/index.js';
import { definePlugin, usePluginContext, useProductActions, useProductState, type AnyPlugin, type BuiltInProductId } from './plugin-api.js';
import { renderWidget, useApi } from '../test/support/widget.js';

useApi();

/** A product written outside this repo: one Main section, one screen, its own slice. */
interface WandState {
  waves: number;
}
interface WandActions {
  wave(): void;
}
declare module './plugin-api.js' {
  interface ProductRegistry {
    magicWand: { state: WandState; actions: WandActions };
  }
  interface ScreenRegistry {
    WandDone: { waves: number };
  }
}

function WandButton() {
  const actions = useProductActions('magicWand');
  return <Button onClick={() => actions.wave()}>Wave the wand</Button>;
}

function WandDone({ params }: { params: { waves: number } }) {
  const waves = useProductState('magicWand', (s) => s.waves);
  const ctx = usePluginContext();
  return (
    <Stack>
      <Heading>Waved {params.waves} time(s)</Heading>
      <p>Slice says {waves}</p>
      <Button onClick={() => ctx.back()}>Again</Button>
    </Stack>
  );
}

const magicWand = definePlugin({
  id: 'magicWand',
  slice: {
    initial: { waves: 0 },
    actions: (set, get, ctx) => ({
      wave() {
        set((s) => {
          s.waves += 1;
        });
        ctx.navigate('WandDone', { waves: get().waves });
      },
    }),
  },
  screens: { WandDone },
  mainSection: { component: WandButton, group: 'buttons' },
});

const plugins = { magicWand: async () => ({ default: magicWand as AnyPlugin }) };

describe('plugins a host brings', () => {
  it('load from the host loader, contribute a Main section and screens, and keep their own slice', async () => {
    const view = renderWidget({ config: { products: ['magicWand', 'emailMagicLinks'] }, plugins });
    await view.user.click(await screen.findByRole('button', { name: 'Wave the wand' }));
    expect(await screen.findByRole('heading', { name: 'Waved 1 time(s)' })).toBeTruthy();
    expect(screen.getByText('Slice says 1')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Again' }));
    // The divider separates the button block from the shared email form.
    expect(await screen.findByRole('separator', { name: 'or' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Wave the wand' }));
    expect(await screen.findByRole('heading', { name: 'Waved 2 time(s)' })).toBeTruthy();
  });

  it('refuses a loader whose plugin has another id', async () => {
    renderWidget({ config: { products: ['magicWand'] }, plugins: { magicWand: async () => ({ default: { ...magicWand, id: 'wand' } as AnyPlugin }) } });
    expect(await screen.findByText('Error: The plugin loaded for "magicWand" has the id "wand".')).toBeTruthy();
  });

  it('still names an unknown product', async () => {
    renderWidget({ config: { products: ['sorcery' as BuiltInProductId] }, plugins });
    expect(await screen.findByText('Error: Unknown product "sorcery" in the config.')).toBeTruthy();
  });
});
