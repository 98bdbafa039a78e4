import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, TOKEN, ok, sdk, useApi } from '../test/support/widget.js';
import { createLatchClient } from './client.js';

const api = useApi();

describe('createLatchClient user', () => {
  it('runs the calls of the lazily loaded users module with their checks', async () => {
    api.server.use(http.get(sdk('/users/me'), () => ok({ user_id: 'user-1', emails: [] })));
    const client = createLatchClient(TOKEN, { baseUrl: API });
    expect(client.user.getSync()).toBeNull();
    await expect(client.user.get()).resolves.toEqual({ user_id: 'user-1', emails: [] });
    expect(client.user.getSync()).toEqual({ user_id: 'user-1', emails: [] });
    await expect(client.user.search(42 as unknown as string)).rejects.toThrow(/email/);
    await expect(client.user.deleteEmail('email-1')).rejects.toMatchObject({ name: 'NoCurrentSessionError' });
    client.dispose();
  });
});
