import { within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import emlAr from '../../plugins/emailMagicLinks/locales/ar.js';
import { API, jsonHandler, ok, TOKEN, useApi } from '../../test/support/widget.js';
import shellAr from '../locales/ar.js';
import { createWidgetClient } from '../vanilla.js';

const api = useApi();

describe('a vanilla mount with config.locale', () => {
  it('draws its first form in the locale, right to left, and the widget takes it over in the same words', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    const host = document.createElement('div');
    document.body.append(host);
    const client = createWidgetClient(TOKEN, { baseUrl: API });
    const handle = client.mountLogin({ element: host, config: { locale: 'ar' } });
    // No English first: the form is drawn once the locale's texts are in.
    expect(within(host).queryByRole('button', { name: 'Continue with email' })).toBeNull();
    const button = await within(host).findByRole('button', { name: shellAr['form.submit.email'] });
    const root = host.querySelector('[data-latch]')!;
    expect([root.getAttribute('dir'), root.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    const field = within(host).getByRole('textbox', { name: shellAr['form.email.label'] }) as HTMLInputElement;
    field.value = 'ada@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // The widget's own screen after the send: the product's text in the locale, the locale sent.
    button.click();
    await within(host).findByRole('heading', { name: emlAr['eml.confirmation.title'] }, { timeout: 10_000 });
    expect(api.calls('/magic_links/email/login_or_create').map((c) => (c.body as { locale?: string }).locale)).toEqual(['ar']);
    act(() => handle.unmount());
    client.dispose();
    host.remove();
  });
});
