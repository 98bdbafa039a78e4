// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestProvider, MINUTE } from '../testkit';
import type { TestProvider } from '../testkit';

let p: TestProvider;
let userId: string;
beforeEach(async () => {
  p = await makeTestProvider();
  userId = (await p.signUp('target@example.com')).user_id;
});

const mint = async (body: unknown) => (await p.call('POST', '/_dev/impersonation', { body })).json;

describe('impersonation', () => {
  it('logs in as the user with a dev-minted token, once', async () => {
    const { impersonation_token } = await mint({ email: 'target@example.com' });
    const auth = await p.post('/impersonation/authenticate', { impersonation_token, session_duration_minutes: 30 });
    expect(auth.status).toBe(200);
    expect(auth.json.data.user_id).toBe(userId);
    expect(auth.json.data.session.authentication_factors[0]).toMatchObject({ type: 'impersonated', delivery_method: 'impersonation' });
    const again = await p.post('/impersonation/authenticate', { impersonation_token });
    expect(again.status).toBe(404);
    expect(again.json.error_type).toBe('impersonation_token_not_found');
  });

  it('expires after 5 minutes and refuses unknown tokens and users', async () => {
    const { impersonation_token } = await mint({ user_id: userId });
    p.advance(5 * MINUTE + 1);
    expect((await p.post('/impersonation/authenticate', { impersonation_token })).status).toBe(404);
    expect((await p.post('/impersonation/authenticate', { impersonation_token: 'made-up' })).status).toBe(404);
    expect((await p.call('POST', '/_dev/impersonation', { body: { user_id: 'user-test-nobody' } })).status).toBe(404);
  });
});
