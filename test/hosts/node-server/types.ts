// A Node project's TypeScript: lib es2022 and Node's types, no DOM lib. Both server-side entries must compile here.
import { createHeadlessClient, type HeadlessClient } from 'latch/core';
import { createLatchServer, type LatchSession, type SessionRefusal, type SessionResult } from 'latch/server';
import type { IncomingMessage } from 'node:http';

const client: HeadlessClient = createHeadlessClient('public-token-test-…', { baseUrl: 'http://localhost:4100' });
client.dispose();

const latch = createLatchServer({ projectId: 'project-test-…', publicToken: 'public-token-test-…', baseUrl: 'http://localhost:4100' });

export async function userOf(req: IncomingMessage, request: Request): Promise<string | undefined> {
  const fromNode: LatchSession | null = await latch.getSession(req);
  const result: SessionResult = await latch.verifySession(request);
  if (result.session) return result.session.userId;
  const reason: SessionRefusal = result.reason;
  return reason === 'provider_unavailable' ? fromNode?.userId : undefined;
}
