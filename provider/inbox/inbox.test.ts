// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CSP } from '../http/html';
import { makeTestProvider } from '../testkit';

describe('developer inbox', () => {
  it('lists messages newest first with the documented fields, and clears', async () => {
    const p = await makeTestProvider();
    await p.post('/otps/sms/login_or_create', { phone_number: '+15555550123' });
    p.advance(1000);
    await p.post('/magic_links/email/login_or_create', { email: 'inbox@example.com' });
    const messages = await p.messages();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      id: expect.any(String),
      channel: 'email',
      to: 'inbox@example.com',
      subject: expect.any(String),
      body: expect.stringContaining(messages[0]?.link ?? 'missing'),
      code: null,
      link: expect.stringContaining('stytch_token_type=magic_links'),
      sentAt: p.now().toISOString(),
    });
    expect(messages[1]).toMatchObject({ channel: 'sms', to: '+15555550123', code: expect.stringMatching(/^\d{6}$/), link: null });
    expect((await p.call('DELETE', '/_dev/messages')).status).toBe(204);
    expect(await p.messages()).toEqual([]);
  });

  it('serves a page under the strict CSP with its script and style as files', async () => {
    const p = await makeTestProvider();
    const page = await p.call('GET', '/_dev/inbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    expect(page.json).toContain('<script type="module" src="/_dev/assets/inbox.js"></script>');
    expect(page.json).not.toMatch(/<script>|<style|style="/);
    const script = await p.call('GET', '/_dev/assets/inbox.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.json).toContain('/_dev/messages');
    expect((await p.call('GET', '/_dev/assets/inbox.css')).headers.get('content-type')).toContain('text/css');
    expect((await p.call('GET', '/_dev/assets/..%2F..%2Fapp.ts')).status).toBe(404);
  });
});
