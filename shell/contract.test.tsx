import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ScreenLayout, SuccessScreen } from './ui/index.js';
import { Widget } from './Widget.js';
import { definePlugin, usePluginContext, type AnyPlugin, type PluginContext, type WidgetPlugin } from './plugin-api.js';
import { jsonHandler, ok, renderWidget, useApi } from '../test/support/widget.js';

const api = useApi();

declare module './registries.js' {
  interface ProductRegistry {
    probe: { state: { opened: number }; actions: { finish(): void } };
  }
  interface ScreenRegistry {
    ProbeStep: { step: number };
    ProbeDone: undefined;
    ProbeEntry: undefined;
  }
}

function ProbeButton() {
  const ctx = usePluginContext();
  return <Button onClick={() => ctx.navigate('ProbeStep', { step: 1 })}>Probe</Button>;
}

function ProbeStep({ params }: { params: { step: number } }) {
  const ctx = usePluginContext();
  return (
    <ScreenLayout title={`Step ${params.step}`}>
      <Button onClick={() => ctx.navigate('ProbeStep', { step: params.step + 1 })}>Next</Button>
      <Button onClick={() => ctx.loginComplete('ProbeDone')}>Finish</Button>
    </ScreenLayout>
  );
}

const ProbeDone = () => <SuccessScreen title="Probe done" text="All done." />;
const ProbeEntry = () => {
  const ctx = usePluginContext();
  return (
    <ScreenLayout title="Probe entry" back={false}>
      <Button onClick={() => ctx.navigate('ProbeStep', { step: 7 })}>Go on</Button>
    </ScreenLayout>
  );
};

const probe = (extra: Partial<WidgetPlugin<'probe'>> = {}) =>
  definePlugin({
    id: 'probe',
    screens: { ProbeStep, ProbeDone, ProbeEntry },
    mainSection: { component: ProbeButton, group: 'buttons' },
    entries: { passkeyRegistration: 'ProbeEntry' },
    ...extra,
  });

const hosted = (plugin: AnyPlugin, more: Partial<{ standalone: boolean; login: boolean }> = {}) => ({
  probe: { load: async () => ({ default: plugin }), entries: ['passkeyRegistration'] as const, ...more },
});

describe('screen effects', () => {
  it('run while their screen is open and are aborted when it closes or the widget unmounts', async () => {
    const seen: { step: number; signal: AbortSignal }[] = [];
    const plugin = probe({ screenEffects: { ProbeStep: (_ctx, _actions, { params, signal }) => seen.push({ step: params.step, signal }) } });
    const view = renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(plugin) });
    await view.user.click(await screen.findByRole('button', { name: 'Probe' }));
    await screen.findByRole('heading', { name: 'Step 1' });
    expect(seen.map((s) => [s.step, s.signal.aborted])).toEqual([[1, false]]);
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2' });
    expect(seen.map((s) => [s.step, s.signal.aborted])).toEqual([
      [1, true],
      [2, false],
    ]);
    view.unmount();
    expect(seen[1]?.signal.aborted).toBe(true);
  });
});

describe('login completion', () => {
  it('opens the confirmation screen unless a plugin takes over', async () => {
    const view = renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(probe()) });
    await view.user.click(await screen.findByRole('button', { name: 'Probe' }));
    await view.user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Probe done' })).toBeTruthy();
  });

  it('lets a plugin take over, as the consent entry returns to its consent screen', async () => {
    const onLoginComplete = vi.fn((ctx: PluginContext) => {
      ctx.navigate('ProbeStep', { step: 99 });
      return true;
    });
    const view = renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(probe({ onLoginComplete })) });
    await view.user.click(await screen.findByRole('button', { name: 'Probe' }));
    await view.user.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Step 99' })).toBeTruthy();
    expect(onLoginComplete).toHaveBeenCalledTimes(1);
  });
});

describe('capabilities', () => {
  it('reach another product through the contract and are undefined when no listed product offers them', async () => {
    const asked: PluginContext[] = [];
    const plugin = probe({ setup: (ctx) => void asked.push(ctx) });
    renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(plugin) });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(typeof asked[0]!.capability('emailLoginLink')).toBe('function');
    expect(asked[0]!.capability('emailLoginCode')).toBeUndefined();
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    await act(() => asked[0]!.capability('emailLoginLink')!('ada@example.com'));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(api.calls('/magic_links/email/login_or_create')[0]?.body).toMatchObject({ email: 'ada@example.com' });
  });
});

describe('the mount root', () => {
  it('is there when setup and the first screen effects run, and its root node is the document (or the shadow root)', async () => {
    const roots: (HTMLElement | null)[] = [];
    const plugin = probe({ setup: (ctx) => void roots.push(ctx.root()), screenEffects: { Main: (ctx) => void roots.push(ctx.root()) } });
    renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(plugin) });
    await waitFor(() => expect(roots).toHaveLength(2));
    for (const root of roots) expect(root?.hasAttribute('data-latch')).toBe(true);
    expect(roots[0]?.getRootNode()).toBe(document);
  });
});

describe('config rules and setup', () => {
  it('runs setup only once the config validated', async () => {
    const setup = vi.fn();
    const plugin = probe({ setup, validate: () => 'Error: probe says no' });
    renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(plugin) });
    expect(await screen.findByText('Error: probe says no')).toBeTruthy();
    expect(setup).not.toHaveBeenCalled();
  });

  it('gives validate the entry and what the other products offer', async () => {
    const validate = vi.fn<NonNullable<WidgetPlugin<'probe'>['validate']>>(() => undefined);
    renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(probe({ validate })) });
    await screen.findByRole('button', { name: 'Probe' });
    const env = validate.mock.calls[0]![1];
    expect(env.entry).toBe('login');
    expect(typeof env.capability('emailLoginLink')).toBe('function');
  });
});

describe('the shared form', () => {
  it('takes input attributes from plugins, e.g. passkey autofill on the email input', async () => {
    const plugin = probe({ fieldHints: (input) => (input === 'email' ? { autoComplete: 'username webauthn' } : undefined) });
    renderWidget({ config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(plugin) });
    expect((await screen.findByRole('textbox', { name: 'Email' })).getAttribute('autocomplete')).toBe('username webauthn');
  });

  it('keeps the email input plain without such a plugin', async () => {
    renderWidget({ config: { products: ['emailMagicLinks'] } });
    expect((await screen.findByRole('textbox', { name: 'Email' })).getAttribute('autocomplete')).toBe('email');
  });
});

describe('Main sections', () => {
  it("a 'whole' section is all of Main: no header, no form", async () => {
    const Whole = () => <p>Only me</p>;
    renderWidget({
      config: { products: ['probe', 'emailMagicLinks'] },
      plugins: hosted(probe({ mainSection: { component: Whole, group: 'whole' } })),
    });
    expect(await screen.findByText('Only me')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('entry points', () => {
  it('load only the product that owns them, open on its screen, and go back to it', async () => {
    const load = vi.fn(async () => ({ default: probe() as AnyPlugin }));
    const view = renderWidget({
      entry: 'passkeyRegistration',
      config: { products: ['emailMagicLinks'] },
      plugins: { probe: { load, entries: ['passkeyRegistration'] } },
    });
    expect(await screen.findByRole('heading', { name: 'Probe entry' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Go on' }));
    await view.user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Probe entry' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a product that needs a companion is refused alone for login only', async () => {
    renderWidget({ config: { products: ['probe'] }, plugins: hosted(probe(), { standalone: false }) });
    expect(await screen.findByText('Error: Cannot use probe by itself, please add another product to the config.')).toBeTruthy();
  });

  it('the same product opens its own entry point by itself', async () => {
    renderWidget({ entry: 'passkeyRegistration', config: { products: ['probe'] }, plugins: hosted(probe(), { standalone: false }) });
    expect(await screen.findByRole('heading', { name: 'Probe entry' })).toBeTruthy();
  });

  it('refuses the consent product as a login product, before loading anything', async () => {
    renderWidget({ config: { products: ['emailMagicLinks', 'idp'] } });
    expect(await screen.findByText('Error: The idp product is not a way to log in; mount it with its own entry point.')).toBeTruthy();
  });
});

describe('loading', () => {
  it('names the product whose chunk failed, not the first one listed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWidget({ config: { products: ['emailMagicLinks', 'probe'] }, plugins: { probe: async () => Promise.reject(new Error('network down')) } });
    expect(await screen.findByText('Error: The probe product could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('latch: the chunk of the "probe" product failed to load', expect.any(Error));
    error.mockRestore();
  });
});

describe('host callbacks', () => {
  it('are read when called, so a React host passing new ones is heard without a reload', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const props = { config: { products: ['probe', 'emailMagicLinks'] }, plugins: hosted(probe()) } as const;
    const view = renderWidget({ ...props, config: { products: ['probe', 'emailMagicLinks'] }, callbacks: { onEvent: first } });
    await screen.findByRole('button', { name: 'Probe' });
    view.rerender(
      <Widget
        client={view.client}
        entry="login"
        config={{ products: ['probe', 'emailMagicLinks'] }}
        plugins={props.plugins}
        callbacks={{ onEvent: second }}
      />,
    );
    await view.user.click(await screen.findByRole('button', { name: 'Probe' }));
    await view.user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(second).toHaveBeenCalledWith({ type: 'AUTHENTICATE_FLOW_COMPLETE' }));
    expect(first).not.toHaveBeenCalledWith({ type: 'AUTHENTICATE_FLOW_COMPLETE' });
  });
});

describe('a plugin component that throws', () => {
  it('takes down only its screen: the user reads why and can go back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('plugin bug');
    };
    const view = renderWidget({
      config: { products: ['probe', 'emailMagicLinks'] },
      plugins: hosted(probe({ screens: { ProbeStep: Broken, ProbeDone, ProbeEntry } })),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Probe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: This screen could not be shown. Go back and try again.');
    expect(error).toHaveBeenCalledWith('latch: the screen "ProbeStep" failed to render', expect.any(Error));
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    error.mockRestore();
  });

  it('a broken Main section disappears and leaves the rest of Main working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('plugin bug');
    };
    renderWidget({
      config: { products: ['probe', 'emailMagicLinks'] },
      plugins: hosted(probe({ mainSection: { component: Broken, group: 'buttons' } })),
    });
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Probe' })).toBeNull();
    error.mockRestore();
  });
});

describe('a mount whose chunks have already arrived', () => {
  it('renders its form in the first render, without a loading pass', async () => {
    const first = renderWidget({ config: { products: ['emailMagicLinks'] } });
    await screen.findByRole('textbox', { name: 'Email' });
    first.unmount();
    renderWidget({ config: { products: ['emailMagicLinks'] } });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('does so under StrictMode too, and the form works', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    const first = renderWidget({ config: { products: ['emailMagicLinks'] } });
    await screen.findByRole('textbox', { name: 'Email' });
    first.unmount();
    const view = renderWidget({ config: { products: ['emailMagicLinks'] }, strictMode: true });
    await view.user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(api.calls('/magic_links/email/login_or_create')).toHaveLength(1);
  });
});
