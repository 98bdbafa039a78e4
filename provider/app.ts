import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AttemptLimiter } from './auth/attempts';
import { DevCaptcha, requireCaptcha } from './auth/captcha';
import { loadSigningKey } from './auth/jwt';
import { DEFAULT_SCRYPT_COST } from './auth/passwordHash';
import { SendLimiter } from './auth/sendLimiter';
import { resolveConfig } from './config';
import type { AppEnv, Deps } from './context';
import type { ProviderStartOptions, RunningProvider } from './hostTypes';
import { demoRoutes } from './demo/routes';
import { requirePublicToken } from './http/auth';
import { clientAborted, requestAborted } from './http/aborted';
import { cors } from './http/cors';
import { devOnly } from './http/devOnly';
import { FaultInjector } from './http/faults';
import { answerWhenSaved } from './http/durability';
import { ApiError } from './http/errors';
import { noStore } from './http/noStore';
import { errorResponse, newRequestId } from './http/respond';
import { strictCsp } from './http/strictCsp';
import type { InboxMessage } from './inbox/messages';
import { inboxRoutes } from './inbox/routes';
import { bootstrapRoutes } from './routes/bootstrap';
import { cryptoWalletsRoutes } from './routes/cryptoWallets';
import { eventsRoutes } from './routes/events';
import { idpRoutes } from './routes/idp';
import { idpAuthorizeFormRoutes } from './routes/idpAuthorizeForm';
import { idpOidcRoutes } from './routes/idpOidc';
import { devImpersonationRoutes, impersonationRoutes } from './routes/impersonation';
import { devCaptchaRoutes } from './routes/devCaptcha';
import { devFaultRoutes } from './routes/devFaults';
import { devUserRoutes } from './routes/devUsers';
import { jwksRoutes } from './routes/jwks';
import { oauthRoutes } from './routes/oauth';
import { magicLinksRoutes } from './routes/magicLinks';
import { otpsRoutes } from './routes/otps';
import { passwordResetsRoutes } from './routes/passwordResets';
import { passwordsRoutes } from './routes/passwords';
import { sessionsRoutes } from './routes/sessions';
import { totpsRoutes } from './routes/totps';
import { usersRoutes } from './routes/users';
import { webauthnRoutes } from './routes/webauthn';
import { DEFAULT_DATA_DIR, DEFAULT_WIDGET_DIR } from './paths';
import { openStore } from './store';
import type { Store } from './store';

const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions extends Omit<ProviderStartOptions, 'port' | 'memory' | 'dataDir'> {
  /** Defaults to a fresh in-memory store. */
  store?: Store;
  origin?: () => string;
}

function printMessage(message: InboxMessage): void {
  const what = [message.code && `code ${message.code}`, message.link && `link ${message.link}`].filter(Boolean).join(', ');
  console.log(`[inbox] ${message.channel} to ${message.to}: ${what || message.subject}`);
}

export async function createApp(options: AppOptions = {}) {
  const store = options.store ?? (await openStore());
  const quiet = options.quiet ?? false;
  const deps: Deps = {
    config: resolveConfig(options.config),
    store,
    now: options.now ?? (() => new Date()),
    origin: options.origin ?? (() => 'http://localhost:4100'),
    signingKey: await loadSigningKey(store.meta),
    limiter: new SendLimiter(),
    attempts: new AttemptLimiter(store.db),
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    onMessage: quiet ? () => {} : printMessage,
    log: quiet ? () => {} : (line) => console.log(line),
  };

  const oauth = oauthRoutes(deps);
  const captcha = new DevCaptcha();
  // Bootstrap and events answer without Basic auth; they are registered before the middleware, which then
  // guards every route after it.
  const sdk = new Hono<AppEnv>()
    .route('/', eventsRoutes())
    .route('/', bootstrapRoutes(deps))
    // A form post: its Basic auth travels in a form field, which the route reads itself.
    .route('/', idpAuthorizeFormRoutes(deps))
    .use('*', requirePublicToken(deps))
    .use('*', requireCaptcha(deps, captcha))
    .route('/', usersRoutes(deps))
    .route('/', sessionsRoutes(deps))
    .route('/', magicLinksRoutes(deps))
    .route('/', otpsRoutes(deps))
    .route('/', passwordsRoutes(deps))
    .route('/', passwordResetsRoutes(deps))
    .route('/', totpsRoutes(deps))
    .route('/', webauthnRoutes(deps))
    .route('/', cryptoWalletsRoutes(deps))
    .route('/', oauth.sdk)
    .route('/', impersonationRoutes(deps))
    .route('/', idpRoutes(deps));

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', newRequestId());
    const started = performance.now();
    await next();
    // Only method and path: query strings can hold tokens, and bodies hold codes and passwords.
    deps.log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });
  app.use('/sdk/v1/*', noStore());
  app.use('*', cors(deps));
  // After CORS, so a browser reads an injected failure as it would a real one.
  const faults = new FaultInjector();
  app.use('*', faults.middleware());
  if (options.strictCsp) app.use('*', strictCsp());
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, new ApiError(413, 'request_too_large', 'The request body is larger than 1 MB.')),
    }),
  );
  app.use('*', answerWhenSaved(store.db));
  app.use('/_dev/*', devOnly(deps));
  app.route('/sdk/v1', sdk);
  app.route('/', jwksRoutes(deps));
  app.route('/', idpOidcRoutes(deps));
  app.route('/', oauth.pages);
  app.route('/', inboxRoutes(deps));
  app.route('/', devImpersonationRoutes(deps));
  app.route('/', devUserRoutes(deps));
  app.route('/', devCaptchaRoutes(deps, captcha));
  app.route('/', devFaultRoutes(faults));
  app.route('/', demoRoutes(deps, options.widgetDir ?? DEFAULT_WIDGET_DIR));

  app.notFound((c) => {
    if (c.req.path.startsWith('/sdk/') || c.req.path.startsWith('/v1/') || c.req.path.startsWith('/_dev/')) {
      return errorResponse(c, new ApiError(404, 'route_not_found', `There is no ${c.req.method} ${c.req.path} on this provider.`));
    }
    return c.text('Not found', 404);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (clientAborted(c)) return errorResponse(c, requestAborted());
    console.error(`[provider] ${c.req.method} ${c.req.path} failed:`, error instanceof Error ? error.message : error);
    return errorResponse(c, new ApiError(500, 'internal_server_error', 'The provider hit an unexpected error.'));
  });

  // Every route is in by now: a fault must name one of them.
  faults.knowRoutes(app.routes);
  return { app, deps, faults };
}

export type StartOptions = ProviderStartOptions;
export type { RunningProvider };

/** Starts the provider on 127.0.0.1; every URL it hands out uses `http://localhost:PORT` (WebAuthn refuses IPs). */
export async function startProvider(options: StartOptions = {}): Promise<RunningProvider> {
  const store = await openStore(options.memory ? undefined : join(options.dataDir ?? DEFAULT_DATA_DIR, 'latch.sqlite'));
  let origin = '';
  const { app, deps, faults } = await createApp({ ...options, store, origin: () => origin });
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: options.port ?? 4100, hostname: '127.0.0.1' }, () => resolve(created as Server));
    created.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4100);
  origin = `http://localhost:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: origin,
    port,
    publicToken: deps.config.publicTokens[0] ?? '',
    projectId: deps.config.projectId,
    faults,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => store.db.close())),
  };
}
