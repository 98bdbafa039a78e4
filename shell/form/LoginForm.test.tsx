import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginConfig } from '../plugin-api.js';
import type { OtpMethod } from '../../plugins/otp/options.js';
import type { CoreClient } from '../../core/client.js';
import { apiError, jsonHandler, ok, renderWidget as renderBare, useApi, type RenderOptions } from '../../test/support/widget.js';

const api = useApi();

// Each test's client is disposed while msw still answers, so no late telemetry flush leaves the process.
const clients: CoreClient[] = [];
function renderWidget(options: RenderOptions) {
  const view = renderBare(options);
  clients.push(view.client);
  return view;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});
/** The first render of a file also compiles the plugin and phone chunks, which can take seconds on a busy machine. */
const otp = (methods: OtpMethod[], extra: Partial<LoginConfig> = {}): Partial<LoginConfig> => ({
  products: ['otp'],
  otpOptions: { methods },
  ...extra,
});
const sent = { method_id: 'phone-1' };

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const regionSelect = () => screen.getByRole('combobox', { name: 'Country or region' }) as HTMLSelectElement;
const phoneInput = () => screen.getByLabelText('Phone number') as HTMLInputElement;

/** The phone chunk is in once the select lists every region. */
async function phoneReady() {
  await screen.findByLabelText('Phone number');
  await waitFor(() => expect(regionSelect().options.length).toBeGreaterThan(200));
}

describe('tabs of the shared form', () => {
  it('shows no tabs for a single method', async () => {
    renderWidget({ config: otp(['sms']) });
    await screen.findByRole('button', { name: 'Continue with text message' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows Text, WhatsApp and Email tabs in the configured order', async () => {
    renderWidget({ config: otp(['sms', 'whatsapp', 'email']) });
    await screen.findByRole('tablist', { name: 'Sign-in method' });
    expect(tabNames()).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(screen.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Text' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with text message' })).toBeTruthy();
  });

  it('follows the methods order, not a fixed one', async () => {
    renderWidget({ config: otp(['email', 'whatsapp']) });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Email', 'WhatsApp']);
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
  });

  it('switches input and button with the tab and keeps what was typed in each', async () => {
    const { user } = renderWidget({ config: otp(['sms', 'whatsapp', 'email']) });
    await phoneReady();
    await user.type(phoneInput(), '2025550123');
    await user.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    expect(screen.getByRole('button', { name: 'Continue with WhatsApp' })).toBeTruthy();
    expect(phoneInput().value).toBe('(202) 555-0123');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(phoneInput().value).toBe('(202) 555-0123');
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWidget({ config: otp(['sms', 'whatsapp', 'email']) });
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
  });

  it('puts email magic links and OTP by text side by side', async () => {
    renderWidget({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } });
    await screen.findByRole('tablist');
    expect(tabNames()).toEqual(['Email', 'Text']);
  });

  it('refuses email magic links together with email OTP', async () => {
    renderWidget({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms', 'email'] } } });
    expect(await screen.findByText('Error: Cannot use both EML and Email OTP')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses an otp config without methods, or with an unknown one', async () => {
    renderWidget({ config: { products: ['otp'] } });
    expect(
      await screen.findByText('Error: The otp product needs otpOptions.methods: a list of one or more of sms, whatsapp and email.'),
    ).toBeTruthy();
    renderWidget({ config: otp(['sms', 'fax' as OtpMethod]) });
    expect(await screen.findByText('Error: Unknown OTP method "fax" in otpOptions.methods. Use sms, whatsapp or email.')).toBeTruthy();
  });
});

describe('the phone input', () => {
  it('labels the country select and the number, and defaults to US (+1)', async () => {
    renderWidget({ config: otp(['sms']) });
    await phoneReady();
    expect(regionSelect().value).toBe('US');
    expect(regionSelect().selectedOptions[0]?.textContent).toBe('United States (+1)');
    expect(screen.getByText('+1')).toBeTruthy();
    expect(phoneInput().getAttribute('type')).toBe('tel');
  });

  it('offers every region the phone library knows, named in the user language', async () => {
    renderWidget({ config: otp(['sms']) });
    await phoneReady();
    const names = [...regionSelect().options].map((o) => o.textContent);
    expect(names).toHaveLength(245);
    expect(names).toEqual(expect.arrayContaining(['United Kingdom (+44)', 'Germany (+49)', 'Ascension Island (+247)', 'Japan (+81)']));
  });

  it('formats as the user types', async () => {
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.type(phoneInput(), '202555');
    expect(phoneInput().value).toBe('(202) 555');
    await user.type(phoneInput(), '0123');
    expect(phoneInput().value).toBe('(202) 555-0123');
  });

  it('sends the number in E.164 with the default 5-minute expiry', async () => {
    api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok(sent)));
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.type(phoneInput(), '202 555 0123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/sms/login_or_create').map((c) => c.body)).toEqual([{ phone_number: '+12025550123', expiration_minutes: 5 }]);
  });

  it('sends WhatsApp codes to the chosen region with the configured expiry', async () => {
    api.server.use(jsonHandler('post', '/otps/whatsapp/login_or_create', () => ok(sent)));
    const { user } = renderWidget({ config: otp(['whatsapp'], { otpOptions: { methods: ['whatsapp'], expirationMinutes: 10 } }) });
    await phoneReady();
    await user.selectOptions(regionSelect(), 'DE');
    expect(screen.getByText('+49')).toBeTruthy();
    await user.type(phoneInput(), '030 1234567');
    await user.click(screen.getByRole('button', { name: 'Continue with WhatsApp' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/whatsapp/login_or_create').map((c) => c.body)).toEqual([{ phone_number: '+49301234567', expiration_minutes: 10 }]);
  });

  it('picks the region of a pasted international number', async () => {
    api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok(sent)));
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.click(phoneInput());
    await user.paste('+44 7400 123456');
    // The +44 metadata is fetched on demand: the region follows once it has arrived.
    await waitFor(() => expect(regionSelect().value).toBe('GB'));
    expect(screen.getByText('+44')).toBeTruthy();
    expect(phoneInput().value).toBe('07400 123456');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/sms/login_or_create')[0]?.body).toMatchObject({ phone_number: '+447400123456' });
    expect(screen.getByText('+44 7400 123456')).toBeTruthy();
  });

  it('refuses an invalid number with the exact text, sends nothing and keeps the value', async () => {
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.type(phoneInput(), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid phone number, please try again.');
    expect(phoneInput().value).toBe('1 (234) 5');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(0);
  });

  it('refuses an empty number', async () => {
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid phone number, please try again.');
  });

  it('lets a deleted bracket stay deleted', async () => {
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.type(phoneInput(), '202');
    expect(phoneInput().value).toBe('(202)');
    fireEvent.change(phoneInput(), { target: { value: '(202' } });
    expect(phoneInput().value).toBe('(202');
    await user.type(phoneInput(), '5');
    expect(phoneInput().value).toBe('(202) 5');
  });

  it('sends one request for a double click and keeps the number after a provider error', async () => {
    api.server.use(
      jsonHandler('post', '/otps/sms/login_or_create', async () => {
        await delay(100);
        return apiError(429, 'too_many_requests', 'Too many messages were sent to this destination.');
      }),
    );
    const { user } = renderWidget({ config: otp(['sms']) });
    await phoneReady();
    await user.type(phoneInput(), '2025550123');
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    await user.dblClick(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many messages were sent to this destination.');
    expect(api.calls('/otps/sms/login_or_create')).toHaveLength(1);
    expect(phoneInput().value).toBe('(202) 555-0123');
  });
});

describe('the email OTP method', () => {
  it('refuses an invalid address with its own text', async () => {
    const { user } = renderWidget({ config: otp(['email']) });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email, please try again.');
    expect(api.calls('/otps/email/login_or_create')).toHaveLength(0);
  });

  it('sends the address with the expiry and template ids of otpOptions', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })));
    const { user } = renderWidget({
      config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 3, loginTemplateId: 'in', signupTemplateId: 'up' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    const heading = await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(api.calls('/otps/email/login_or_create').map((c) => c.body)).toEqual([
      { email: 'ada@example.com', expiration_minutes: 3, login_template_id: 'in', signup_template_id: 'up' },
    ]);
    expect(within(heading.parentElement!).getByText('ada@example.com').tagName).toBe('STRONG');
  });
});
