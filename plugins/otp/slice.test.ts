import { afterEach, describe, expect, it } from 'vitest';
import { createCoreClient } from '../../core/client.js';
import { createTestContext, type TestContext } from '../../shell/testing.js';
import { API, TOKEN, apiError, jsonHandler, ok, useApi } from '../../test/support/widget.js';
import otp from './index.js';

const api = useApi();
let open: TestContext<'otp'> | undefined;

const mount = async (methods: ('sms' | 'email')[]) => {
  const client = createCoreClient(TOKEN, { baseUrl: API });
  open = await createTestContext(otp, { client, config: { otpOptions: { methods } } });
  return open;
};

afterEach(() => {
  open?.dispose();
  open?.ctx.client.dispose();
  open = undefined;
});

/** The otp slice driven as the widget drives it, with no rendering: what a plugin author's unit test looks like. */
describe('otp slice, through createTestContext', () => {
  it('sends a code, records where it went, tells the host and opens OTPAuthenticate', async () => {
    api.server.use(jsonHandler('post', '/otps/sms/login_or_create', () => ok({ method_id: 'phone-1' })));
    const t = await mount(['sms']);
    await t.actions.send('sms', '+12025550123', '(202) 555-0123');
    expect(t.state()).toEqual({ type: 'sms', methodId: 'phone-1', otpDestination: '+12025550123' });
    expect(t.screen()).toEqual({
      id: 'OTPAuthenticate',
      params: { type: 'sms', methodId: 'phone-1', destination: '+12025550123', displayDestination: '(202) 555-0123' },
    });
    expect(t.events).toEqual([{ type: 'OTP_LOGIN_OR_CREATE', data: { type: 'sms' } }]);
  });

  it("turns the provider's wrong-code answer into the spec's text and stays put", async () => {
    api.server.use(
      jsonHandler('post', '/otps/authenticate', () => apiError(404, 'otp_code_not_found', 'An otp_code for this method_id could not be found.')),
    );
    const t = await mount(['sms']);
    await expect(t.actions.authenticate('phone-1', '000000')).rejects.toMatchObject({ error_message: 'Invalid passcode, please try again.' });
    expect(t.screen().id).toBe('Main');
  });

  it('offers emailLoginCode to other products only when email is one of its methods', async () => {
    const smsOnly = await mount(['sms']);
    expect(smsOnly.ctx.capability('emailLoginCode')).toBeUndefined();
    smsOnly.dispose();
    smsOnly.ctx.client.dispose();
    expect(typeof (await mount(['sms', 'email'])).ctx.capability('emailLoginCode')).toBe('function');
  });

  it('refuses a config without methods with the catalogue text', async () => {
    const client = createCoreClient(TOKEN, { baseUrl: API });
    open = await createTestContext(otp, { client, config: { otpOptions: { methods: [] } } });
    expect(open.configError()).toBe('Error: The otp product needs otpOptions.methods: a list of one or more of sms, whatsapp and email.');
  });
});
