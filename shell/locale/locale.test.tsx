import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../../core/client.js';
import otpFr from '../../plugins/otp/locales/fr.js';
import { apiError, API, jsonHandler, ok, renderWidget, TOKEN, useApi } from '../../test/support/widget.js';
import type { AnyPlugin } from '../pluginTypes.js';
import type { LatchConfig } from '../registries.js';
import shellFr from '../locales/fr.js';
import serverFr from '../serverErrors/locales/fr.js';
import type { MessageOverrides } from '../strings.js';
import LocalizedWidget from './LocalizedWidget.js';

const api = useApi();

afterEach(() => vi.restoreAllMocks());

const EMAIL_OTP: LatchConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** What a React host's LatchLogin renders for a config with a locale. */
function renderLocalized(config: LatchConfig, strings?: MessageOverrides) {
  const client = createCoreClient(TOKEN, { baseUrl: API });
  const view = render(
    <Suspense fallback={null}>
      <LocalizedWidget client={client} entry="login" config={config} {...(strings && { strings })} />
    </Suspense>,
  );
  return { ...view, user: userEvent.setup() };
}

const root = () => document.querySelector('[data-latch]')!;

describe('a React host with config.locale', () => {
  it('shows every screen in the locale, its direction and language on the root, and sends the locale', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })));
    const { user } = renderLocalized({ ...EMAIL_OTP, locale: 'fr-FR' });
    await screen.findByRole('heading', { name: shellFr['main.header'] });
    expect(root().getAttribute('dir')).toBe('ltr');
    expect(root().getAttribute('lang')).toBe('fr');
    await user.type(screen.getByRole('textbox', { name: shellFr['form.email.label'] }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: shellFr['form.submit.email'] }));
    await screen.findByRole('heading', { name: otpFr['otp.title'] });
    expect(api.calls('/otps/email/login_or_create').map((c) => (c.body as { locale?: string }).locale)).toEqual(['fr']);
  });

  it('lays Arabic out right to left', async () => {
    renderLocalized({ ...EMAIL_OTP, locale: 'ar' });
    await waitFor(() => expect(root()?.getAttribute('dir')).toBe('rtl'));
    expect(root().getAttribute('lang')).toBe('ar');
  });

  it("keeps the host's strings over the locale's", async () => {
    renderLocalized({ ...EMAIL_OTP, locale: 'fr' }, { 'main.header': 'Bienvenue chez nous' });
    await screen.findByRole('heading', { name: 'Bienvenue chez nous' });
    expect(screen.getByRole('button', { name: shellFr['form.submit.email'] })).toBeTruthy();
  });

  it("shows a provider error from the locale's catalogue by its type, and the provider's own text for a type it lacks", async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => apiError(429, 'too_many_requests', 'Too many messages.')));
    const { user } = renderLocalized({ ...EMAIL_OTP, locale: 'fr' });
    const field = await screen.findByRole('textbox', { name: shellFr['form.email.label'] });
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: shellFr['form.submit.email'] }));
    expect((await screen.findByRole('alert')).textContent).toContain(serverFr['server.too_many_requests']);
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => apiError(400, 'unheard_of', 'Something the catalogue lacks.')));
    await user.click(screen.getByRole('button', { name: shellFr['form.submit.email'] }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Something the catalogue lacks.'));
  });

  it('makes en-XA from the English, and a tag that no locale serves shows English, saying so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pseudo = renderLocalized({ ...EMAIL_OTP, locale: 'en-XA' });
    await screen.findByRole('heading', { name: /^\[Šîĝñ ûþ öŕ ĺöĝ îñ/ });
    pseudo.unmount();
    renderLocalized({ ...EMAIL_OTP, locale: 'pt-PT' });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(root().hasAttribute('dir')).toBe(false);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['latch: no locale "pt-PT" ships, so the widget shows English.']);
  });

  it("leaves a plugin's texts English when its locale table fails to load, and the rest in the locale", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A host's plugin whose table cannot be fetched (its chunk, say, failed).
    const wand: AnyPlugin = {
      id: 'wand',
      locales: () => Promise.reject(new Error('offline')),
      mainSection: { component: () => <p>Hello from the wand</p>, group: 'buttons' },
    };
    const client = createCoreClient(TOKEN, { baseUrl: API });
    render(
      <Suspense fallback={null}>
        <LocalizedWidget
          client={client}
          entry="login"
          config={{ products: ['wand' as never, 'otp'], otpOptions: { methods: ['email'] }, locale: 'fr' }}
          plugins={{ wand: () => Promise.resolve({ default: wand }) }}
        />
      </Suspense>,
    );
    await screen.findByText('Hello from the wand');
    expect(screen.getByRole('heading', { name: shellFr['main.header'] })).toBeTruthy();
    expect(warn.mock.calls.some((call) => String(call[0]).includes('"wand" texts of locale "fr" could not be loaded'))).toBe(true);
  });
});

describe('English, with no locale', () => {
  it("shows the provider's own error_message, SPEC's English, for a type a locale would word", async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => apiError(429, 'too_many_requests', 'Too many messages.')));
    const { user } = renderWidget({ config: EMAIL_OTP });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many messages.');
    expect(api.calls('/otps/email/login_or_create').map((c) => 'locale' in (c.body as object))).toEqual([false]);
    expect(root().hasAttribute('dir')).toBe(false);
  });
});
