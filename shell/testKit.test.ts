import { describe, expect, it } from 'vitest';
import { createCoreClient } from '../core/client.js';
import otp from '../plugins/otp/index.js';
import { API, TOKEN, jsonHandler, ok, useApi } from '../test/support/widget.js';
import { createTestContext } from './testKit.js';

const api = useApi();

/** `latch/react`'s createTestContext: the kit's module is fetched on the first call, then it is the same kit. */
describe('the test kit loaded on its first call', () => {
  it('mounts a plugin on the real runtime: its actions call the API and write its slice', async () => {
    api.server.use(jsonHandler('post', '/otps/email/login_or_create', () => ok({ method_id: 'email-1' })));
    const client = createCoreClient(TOKEN, { baseUrl: API });
    const t = await createTestContext(otp, { client, config: { otpOptions: { methods: ['email'] } } });
    try {
      await t.actions.send('email', 'ada@example.com', 'ada@example.com');
      expect(t.state()).toEqual({ type: 'email', methodId: 'email-1', otpDestination: 'ada@example.com' });
      expect(t.screen().id).toBe('OTPAuthenticate');
    } finally {
      t.dispose();
      client.dispose();
    }
  });
});
