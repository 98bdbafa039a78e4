// Shared by the OAuth route tests: a provider with two login URLs and one sign-up URL, and the browser's side of the
// start redirect and the consent form.
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { ProjectConfig } from '../config';
import { makeTestProvider, TEST_ORIGIN, type TestProvider } from '../testkit';

export const LOGIN = `${TEST_ORIGIN}/`;
export const SIGNUP = `${TEST_ORIGIN}/welcome`;
export const sha256url = (v: string) => createHash('sha256').update(v).digest('base64url');
export const VERIFIER = 'a1'.repeat(64);

export async function provider(config: Partial<ProjectConfig> = {}) {
  return makeTestProvider({ config: { oauthRedirectUrls: { login: ['{origin}/', '{origin}/other'], signup: ['{origin}/welcome'] }, ...config } });
}

export const get = (p: TestProvider, path: string) => p.app.request(path, { redirect: 'manual' });
export const startPath = (providerName: string, query: Record<string, string>) =>
  `/v1/public/oauth/${providerName}/start?${new URLSearchParams(query)}`;

/** The start redirect: its consent page's path, which carries the request id. */
export async function start(p: TestProvider, query: Record<string, string> = {}, providerName = 'github') {
  const response = await get(p, startPath(providerName, { public_token: p.publicToken, ...query }));
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

/** Answers the consent page as the form would. */
export function answer(p: TestProvider, consentPath: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new URL(consentPath, TEST_ORIGIN).searchParams.get('request')!;
  const path = new URL(consentPath, TEST_ORIGIN).pathname;
  return p.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ request, ...fields }).toString(),
    redirect: 'manual',
  });
}

/** Start, consent as a typed test user, and return the URL the visitor is sent back to. */
export async function signIn(p: TestProvider, email: string, query: Record<string, string> = {}, providerName = 'github') {
  const consent = await start(p, query, providerName);
  const back = await answer(p, consent, { identity: 'custom', email, name: 'Test Person' });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!);
}

export const tokenIn = (url: URL) => url.searchParams.get('token')!;
