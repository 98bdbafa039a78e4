/* global process, console -- run by Node, where the lint of .js files (page scripts) knows neither */
// A host's API server on Hono, as docs/server.md shows it: the visitor's browser holds the widget's cookies, and
// these routes read who is signed in from them.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createLatchServer } from 'latch/server';

const latch = createLatchServer({
  projectId: process.env.LATCH_PROJECT_ID,
  publicToken: process.env.LATCH_PUBLIC_TOKEN,
  baseUrl: process.env.LATCH_BASE_URL,
});

const app = new Hono();

// The session JWT checked against the provider's cached keys: no call to the provider per request.
app.get('/api/me', async (c) => {
  const session = await latch.getSession(c.req);
  return session ? c.json({ userId: session.userId }) : c.json({ error: 'signed_out' }, 401);
});

// The provider asked each time: a session revoked a moment ago is refused at once.
app.get('/api/account', async (c) => {
  const result = await latch.authenticateSession(c.req.raw);
  return result.session ? c.json({ userId: result.session.userId }) : c.json({ error: result.reason }, 401);
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
