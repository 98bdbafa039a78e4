import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';

/**
 * Headers the browser adds on its own (Fetch's forbidden request headers, client hints): both sides get them from
 * the same Chromium, so they say nothing about the client and are left out of the comparison.
 */
const BROWSER_HEADERS = /^(accept-encoding|accept-language|connection|content-length|cookie|host|origin|referer|user-agent|sec-.*)$/;

/** What one endpoint received during a flow: the union over every request to it. */
export interface EndpointShape {
  headers: Set<string>;
  /** Body field path (`a.b`, `[].c` for array items) to the JSON types seen there. */
  fields: Map<string, Set<string>>;
}

export type WireShape = Map<string, EndpointShape>;

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function addFields(fields: Map<string, Set<string>>, value: unknown, prefix: string): void {
  if (prefix) fields.set(prefix, (fields.get(prefix) ?? new Set()).add(typeOf(value)));
  if (Array.isArray(value)) for (const item of value) addFields(fields, item, `${prefix}[]`);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) addFields(fields, item, prefix ? `${prefix}.${key}` : key);
}

/**
 * An `/events` batch is cut by a timer, so which events share a request is chance: each event counts as a request
 * of its own, named by its event_name, so a flow can compare the events it waited for and nothing else.
 */
function split(key: string, headers: Record<string, string>, body: unknown): [string, Record<string, string>, unknown][] {
  if (!key.endsWith('/sdk/v1/events') || !Array.isArray(body)) return [[key, headers, body]];
  return body.map((item: { event?: { event_name?: unknown } }) => [`${key} ${String(item?.event?.event_name)}`, headers, item]);
}

/** X-SDK-Client is base64 JSON whose fields matter as much as the body's (CONTRACT §2). */
const CLIENT_HEADER = 'x-sdk-client';

/**
 * Records every request a page sends to the provider's `/sdk/v1/**`. Preflights are the browser's, not the client's;
 * the public token in the bootstrap path is replaced by its name so both sides' paths compare.
 */
export function recordWire(page: Page, providerUrl: string, publicToken: string) {
  const pending: Promise<[string, Record<string, string>, unknown][]>[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== providerUrl || !url.pathname.startsWith('/sdk/v1/') || request.method() === 'OPTIONS') return;
    const key = `${request.method()} ${url.pathname.replace(publicToken, '{public_token}')}`;
    const body = request.postData();
    const parsed: unknown = body ? JSON.parse(body) : undefined;
    pending.push(request.allHeaders().then((headers) => split(key, headers, parsed)));
  };
  page.on('request', onRequest);
  return {
    async shape(): Promise<WireShape> {
      page.off('request', onRequest);
      const shape: WireShape = new Map();
      for (const [key, headers, body] of (await Promise.all(pending)).flat()) {
        const endpoint = shape.get(key) ?? { headers: new Set(), fields: new Map() };
        for (const name of Object.keys(headers)) if (!BROWSER_HEADERS.test(name)) endpoint.headers.add(name);
        if (body !== undefined) addFields(endpoint.fields, body, '');
        const client = headers[CLIENT_HEADER];
        if (client) addFields(endpoint.fields, JSON.parse(Buffer.from(client, 'base64').toString('utf8')), `(${CLIENT_HEADER})`);
        shape.set(key, endpoint);
      }
      return shape;
    },
  };
}

/** One difference between the two sides, as a row of the conformance table: absent is '—'. */
export interface WireDifference {
  flow: string;
  request: string;
  what: string;
  latch: string;
  published: string;
}

const ABSENT = '—';
const types = (set: Set<string> | undefined) => (set ? [...set].sort().join(' or ') : ABSENT);

export function diffWire(flow: string, latch: WireShape, published: WireShape): WireDifference[] {
  const differences: WireDifference[] = [];
  for (const request of [...new Set([...latch.keys(), ...published.keys()])].sort()) {
    const ours = latch.get(request);
    const theirs = published.get(request);
    if (!ours || !theirs) {
      differences.push({ flow, request, what: 'request', latch: ours ? 'sent' : ABSENT, published: theirs ? 'sent' : ABSENT });
      continue;
    }
    for (const name of [...new Set([...ours.headers, ...theirs.headers])].sort()) {
      if (ours.headers.has(name) !== theirs.headers.has(name)) {
        differences.push({
          flow,
          request,
          what: `header ${name}`,
          latch: ours.headers.has(name) ? 'sent' : ABSENT,
          published: theirs.headers.has(name) ? 'sent' : ABSENT,
        });
      }
    }
    for (const field of [...new Set([...ours.fields.keys(), ...theirs.fields.keys()])].sort()) {
      const [a, b] = [types(ours.fields.get(field)), types(theirs.fields.get(field))];
      if (a !== b) differences.push({ flow, request, what: `field ${field}`, latch: a, published: b });
    }
  }
  return differences;
}

const cell = (text: string) => text.replace(/^`|`$/g, '').trim();

/** The rows of the wire-diff table in docs/conformance.md (the section headed '## Wire diff'), reason left out. */
export function listedDifferences(docPath: string): WireDifference[] {
  const section =
    readFileSync(docPath, 'utf8')
      .split(/^## Wire diff\s*$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(flow\b|-)/i.test(line))
    .map((line) => {
      const [flow, request, what, latch, published] = line.split('|').slice(1, 6).map(cell) as [string, string, string, string, string];
      return { flow, request, what, latch, published };
    });
}

export const rowKey = (d: WireDifference) => [d.flow, d.request, d.what, d.latch, d.published].join(' | ');
