/* global URL, Response -- a route handler runs where the Fetch API is global (Node.js, edge) */
import { getSession } from 'latch/next';

/** A route handler: `?fresh` asks the provider, so a session revoked a moment ago is refused at once. */
export async function GET(request) {
  const session = await getSession({ authenticate: new URL(request.url).searchParams.has('fresh') });
  return session ? Response.json({ userId: session.userId }) : Response.json({ error: 'signed_out' }, { status: 401 });
}
