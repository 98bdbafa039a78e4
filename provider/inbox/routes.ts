import { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { htmlPage } from '../http/html';
import { staticFile } from '../http/static';
import { INBOX_ASSETS } from '../paths';
import { inboxPage } from './page';

/** The developer inbox: what the provider "sent", as JSON for tests and as a live page for people. */
export function inboxRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/_dev/messages', (c) => c.json(deps.store.messages.newestFirst()))
    .delete('/_dev/messages', (c) => {
      deps.store.messages.clear();
      return c.body(null, 204);
    })
    .get('/_dev/inbox', (c) => htmlPage(c, inboxPage()))
    .get('/_dev/assets/:file', async (c) => (await staticFile(INBOX_ASSETS, c.req.param('file'))) ?? c.notFound());
}
