import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWidgetClient, type HostProducts, type LoginConfig, type WidgetClient, type WidgetEvent } from 'latch';
import { createTestContext } from 'latch/plugin';
import { API, TOKEN, renderWidget, useApi } from '../../../test/support/widget.js';
import magicWand, { type MagicWandOptions } from './index.js';

// The bootstrap and telemetry calls every widget makes; the wand itself calls nothing.
const api = useApi();

// Loaded the way a host loads it: by product id, through the `plugins` mount option.
const plugins: HostProducts = { magicWand: () => import('./index.js') };
const withEmail = (extra: Partial<LoginConfig> = {}): Partial<LoginConfig> => ({ products: ['magicWand', 'emailMagicLinks'], ...extra });

const waveButton = () => screen.getByRole('button', { name: 'Wave the wand' });
/** The sentence under the dots; a live region, so each wave is announced (the toasts have their own status regions). */
const progress = () => screen.getByText(/^Waves: /).textContent;
const spellField = () => screen.getByRole('textbox', { name: 'Spell word' }) as HTMLInputElement;

describe('the magic wand in the widget', () => {
  it('sits with the buttons next to a built-in product, and three waves with the word sign in', async () => {
    const onEvent = vi.fn<(event: WidgetEvent) => void>();
    const { user } = renderWidget({ config: withEmail(), plugins, callbacks: { onEvent } });

    const open = await screen.findByRole('button', { name: 'Sign in with a magic wand' });
    // Products keep their listed order; the 'or' divider separates the button block from the shared email form.
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(open.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();

    await user.click(open);
    const heading = await screen.findByRole('heading', { name: 'Cast your spell' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(progress()).toBe('Waves: 0 of 3');

    await user.type(spellField(), ' Abracadabra ');
    await user.click(waveButton());
    await waitFor(() => expect(progress()).toBe('Waves: 1 of 3'));
    await user.type(spellField(), '{Enter}');
    await waitFor(() => expect(progress()).toBe('Waves: 2 of 3'));
    await user.type(spellField(), '{Enter}');

    expect(await screen.findByRole('heading', { name: 'The wand worked' })).toBeTruthy();
    expect(screen.getByText('The spell held for 3 waves.')).toBeTruthy();
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: 'MAGIC_WAND_WAVE', data: { waves: 1, needed: 3 } },
      { type: 'MAGIC_WAND_WAVE', data: { waves: 2, needed: 3 } },
      { type: 'MAGIC_WAND_WAVE', data: { waves: 3, needed: 3 } },
      { type: 'AUTHENTICATE_FLOW_COMPLETE' },
    ]);
    // Local from start to end: nothing but the widget's own bootstrap and telemetry went out.
    expect(api.requests.every((r) => r.path.startsWith('/projects/bootstrap/') || r.path === '/events')).toBe(true);
  });

  it('takes the host options; a wrong word shows its text in the banner, tells onError and starts the count over', async () => {
    const onError = vi.fn();
    const { user } = renderWidget({ config: withEmail({ magicWandOptions: { spell: 'Sesame', waves: 2 } }), plugins, callbacks: { onError } });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a magic wand' }));
    await screen.findByRole('heading', { name: 'Cast your spell' });

    await user.type(spellField(), 'sesame{Enter}');
    await waitFor(() => expect(progress()).toBe('Waves: 1 of 2'));
    await user.clear(spellField());
    await user.type(spellField(), 'abracadabra{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That is not the spell. The charm is broken: start again.');
    expect(progress()).toBe('Waves: 0 of 2');
    // The banner describes the field it is about.
    expect(spellField().getAttribute('aria-invalid')).toBe('true');
    expect(spellField().getAttribute('aria-describedby')).toBe(alert.id);
    expect(onError).toHaveBeenCalledWith({ message: 'That is not the spell. The charm is broken: start again.' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('refuses a wrong option with its own text, before anything renders', async () => {
    renderWidget({ config: withEmail({ magicWandOptions: { waves: 12 } }), plugins });
    expect(await screen.findByText('Error: magicWandOptions.waves must be a whole number from 1 to 9.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets the host reword its texts through `strings`', async () => {
    renderWidget({ config: withEmail(), plugins, strings: { 'wand.main.button': 'Use the wand' } });
    expect(await screen.findByRole('button', { name: 'Use the wand' })).toBeTruthy();
  });
});

describe('the magic wand slice, without rendering', () => {
  // The client a host creates (its bootstrap request goes to msw); createTestContext runs the plugin on the widget's real runtime.
  let host: WidgetClient;
  let client: Awaited<ReturnType<WidgetClient['loadCore']>>;
  beforeAll(async () => {
    host = createWidgetClient(TOKEN, { baseUrl: API });
    client = await host.loadCore();
  });
  afterAll(() => host.dispose());

  it('counts right waves, emits each, and completes the login on the last', async () => {
    const wand = await createTestContext(magicWand, { client, config: { magicWandOptions: { waves: 2 } } });
    wand.actions.open();
    expect(wand.screen()).toEqual({ id: 'WandSpell', params: undefined });
    wand.actions.type('ABRACADABRA');
    await wand.actions.wave();
    expect(wand.state()).toEqual({ spell: 'ABRACADABRA', waves: 1 });
    expect(wand.screen().id).toBe('WandSpell');
    await wand.actions.wave();
    expect(wand.screen()).toEqual({ id: 'WandSuccess', params: { waves: 2 } });
    expect(wand.events).toEqual([
      { type: 'MAGIC_WAND_WAVE', data: { waves: 1, needed: 2 } },
      { type: 'MAGIC_WAND_WAVE', data: { waves: 2, needed: 2 } },
    ]);
    wand.dispose();
  });

  it('throws the catalogue text for a wrong word and breaks the charm; opening again starts clean', async () => {
    const wand = await createTestContext(magicWand, { client });
    wand.actions.open();
    wand.actions.type('abracadabra');
    await wand.actions.wave();
    wand.actions.type('hocus pocus');
    await expect(wand.actions.wave()).rejects.toThrow('That is not the spell. The charm is broken: start again.');
    expect(wand.state().waves).toBe(0);
    wand.actions.open();
    expect(wand.state()).toEqual({ spell: '', waves: 0 });
    wand.dispose();
  });

  it('ends through ctx.loginComplete, so a plugin that takes over completion gets the end instead', async () => {
    const wand = await createTestContext(magicWand, {
      client,
      config: { magicWandOptions: { waves: 1 } },
      others: [{ id: 'consent', onLoginComplete: () => true }],
    });
    wand.actions.open();
    wand.actions.type('abracadabra');
    await wand.actions.wave();
    expect(wand.screen().id).toBe('WandSpell');
    wand.dispose();
  });

  it('validates waves: a whole number from 1 to 9, the default when absent', async () => {
    // Configs come from pages as JSON, so the rule also meets values of the wrong type.
    const errorFor = async (magicWandOptions: Record<string, unknown>) => {
      const wand = await createTestContext(magicWand, { client, config: { magicWandOptions: magicWandOptions as MagicWandOptions } });
      const error = wand.configError();
      wand.dispose();
      return error;
    };
    expect(await Promise.all([{}, { waves: 1 }, { waves: 9 }].map(errorFor))).toEqual([undefined, undefined, undefined]);
    expect(new Set(await Promise.all([0, 10, 2.5, '3'].map((waves) => errorFor({ waves }))))).toEqual(
      new Set(['Error: magicWandOptions.waves must be a whole number from 1 to 9.']),
    );
  });
});
