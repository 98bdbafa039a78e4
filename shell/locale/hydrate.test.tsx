import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import emlFr from '../../plugins/emailMagicLinks/locales/fr.js';
import { API, jsonHandler, ok, TOKEN, useApi } from '../../test/support/widget.js';
import shellFr from '../locales/fr.js';
import { createLatchClient, LatchLogin, type LatchClient } from '../react.js';

const api = useApi();
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((end) => end()));

/** The page a streaming server (Next.js's App Router) sends, then its hydration in the browser. */
async function serverThenBrowser(client: LatchClient) {
  const page = <LatchLogin client={client} config={{ products: ['emailMagicLinks'], locale: 'fr' }} />;
  const { prelude } = await prerender(page);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const sent = container.querySelector('input[name="email"]');
  const recoverable: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, sent, recoverable };
}

describe('a React page rendered on a server in a locale', () => {
  it('hydrates the form the server sent, keeps its field, and signs in with the products in the locale', async () => {
    api.server.use(jsonHandler('post', '/magic_links/email/login_or_create', () => ok()));
    const client = createLatchClient(TOKEN, { baseUrl: API });
    cleanups.push(() => client.dispose());
    const { container, sent, recoverable } = await serverThenBrowser(client);
    expect(sent).not.toBeNull();
    const view = within(container);
    const field = await view.findByRole('textbox', { name: shellFr['form.email.label'] });
    expect(field).toBe(sent);
    expect(recoverable).toEqual([]);

    const user = userEvent.setup();
    await user.type(field, 'ada@example.com');
    await user.click(view.getByRole('button', { name: shellFr['form.submit.email'] }));
    await screen.findByRole('heading', { name: emlFr['eml.confirmation.title'] }, { timeout: 10_000 });
    expect(api.calls('/magic_links/email/login_or_create').map((c) => (c.body as { locale?: string }).locale)).toEqual(['fr']);
  });
});
