import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createCoreClient, type CoreClient } from '../../core/client.js';
import type { WidgetStyles } from '../../shell/config.js';
import type { LoginConfig } from '../../shell/plugin-api.js';
import type { EntryKind } from '../../shell/plugin-api.js';
import type { HostProducts } from '../../shell/entries.js';
import type { WidgetCallbacks } from '../../shell/runtime/runtime.js';
import type { MessageOverrides } from '../../shell/strings.js';
import { Widget } from '../../shell/Widget.js';
import { testBootstrap, type RawBootstrap } from '../kit/fixtures.js';

export const API = 'http://api.test';
export const TOKEN = 'public-token-test-0000-unit';
export const sdk = (path: string) => `${API}/sdk/v1${path}`;

/** The kit's bootstrap fixture with this suite's project name and email domain, as a plain JSON object. */
export const rawBootstrap = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...testBootstrap({ project_name: 'Unit Project', email_domains: ['mail.unit.test'], ...(overrides as Partial<RawBootstrap>) }),
});

export const ok = (data: Record<string, unknown> = {}) => HttpResponse.json({ data: { request_id: 'req-1', status_code: 200, ...data } });

export const apiError = (status: number, error_type: string, error_message: string) =>
  HttpResponse.json(
    {
      status_code: status,
      error_type,
      error_message,
      error_url: `https://stytch.com/docs/api/errors/${status}#${error_type}`,
      request_id: 'req-err',
    },
    { status },
  );

/** Every request the widget made, with its parsed JSON body, for assertions. */
export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** Sets up msw for a component test file; returns the server and the request log. */
export function useApi(bootstrap: Record<string, unknown> = {}) {
  const requests: Recorded[] = [];
  const server = setupServer(
    http.get(sdk('/projects/bootstrap/:token'), () => ok(rawBootstrap(bootstrap))),
    http.post(sdk('/events'), () => ok()),
  );
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep raw text
    }
    requests.push({ method: request.method, path: url.pathname.replace('/sdk/v1', ''), body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests, calls: (path: string) => requests.filter((r) => r.path === path) };
}

export function jsonHandler(method: 'post' | 'get' | 'put' | 'delete', path: string, respond: (body: JsonBodyType) => Response | Promise<Response>) {
  return http[method](sdk(path), async ({ request }) =>
    respond(method === 'get' ? null : ((await request.json().catch(() => null)) as JsonBodyType)),
  );
}

export interface RenderOptions {
  config?: Partial<LoginConfig>;
  styles?: WidgetStyles;
  callbacks?: WidgetCallbacks;
  strings?: MessageOverrides;
  entry?: EntryKind;
  client?: CoreClient;
  passwordResetToken?: string;
  plugins?: HostProducts;
  /** Renders inside React's StrictMode, which runs effects twice, to check once-only side effects. */
  strictMode?: boolean;
}

export function renderWidget(options: RenderOptions = {}) {
  const client = options.client ?? createCoreClient(TOKEN, { baseUrl: API });
  const user = userEvent.setup();
  const widget = (
    <Widget
      client={client}
      entry={options.entry ?? 'login'}
      {...(options.config && { config: options.config })}
      {...(options.styles && { styles: options.styles })}
      {...(options.callbacks && { callbacks: options.callbacks })}
      {...(options.plugins && { plugins: options.plugins })}
      {...(options.strings && { strings: options.strings })}
      {...(options.passwordResetToken !== undefined && { passwordResetToken: options.passwordResetToken })}
    />
  );
  const view = render(options.strictMode ? <StrictMode>{widget}</StrictMode> : widget);
  return { ...view, client, user };
}
