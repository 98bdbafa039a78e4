/**
 * The command line of `npm start` and `npx latch-provider`: flags and a config file into start options, checked in
 * full before anything listens, so a typo stops the provider with a message that names it instead of running a
 * project that is not the one asked for.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultOAuthRedirectUrls } from './auth/oauthConfig';
import { DEMO_REDIRECT_URLS } from './auth/redirectUrls';
import { defaultConfig, resolveConfig, DEMO_IDP_CLIENTS } from './config';
import type { IdpClientConfig, PasswordPolicy, ProjectConfig } from './hostTypes';

export const usage = (command: string, dataDir: string) => `Usage: ${command} [options]   (PORT env sets the port, default 4100; 0 picks a free one)
  --config <file>             project config JSON (also LATCH_PROVIDER_CONFIG); flags override it
  --data-dir <dir>            where the database lives (default ${dataDir})
  --memory                    keep everything in memory; nothing is written
  --quiet                     no request log, no codes and links in the terminal
  --project-name <name>
  --email-domains <a,b>
  --password-policy <zxcvbn|luds>  --luds-complexity <1-4>  --luds-minimum-count <8-32>
  --pkce-email-magic-links  --pkce-password-resets  --pkce-oauth  --pkce-sso
  --siwe                      require Sign-In With Ethereum for crypto wallets
  --watermark                 show the SDK watermark (off by default)
  --captcha                   require a captcha token on protected calls (development site key; off by default)
  --allowed-origin <origin>   allow another browser origin (repeatable)
  --redirect-url <url>        register a redirect URL for emailed links, besides the demo's pages (repeatable)
  --oauth-redirect-url <url>  register an OAuth return URL for login and sign-up, first of the list (repeatable)
  --oauth-login-redirect-url <url>  --oauth-signup-redirect-url <url>   the same for one of the two (repeatable)
  --idp-client <spec>         register an OpenID client besides the demo's (repeatable), as comma-separated
                              key=value pairs: id=<client id>, name=<shown name>, redirect=<uri> (repeatable),
                              logout=<post-logout uri> (repeatable), consent=false, scope=<extra scope> (repeatable)
                              e.g. --idp-client id=my-app,name=My app,redirect=http://localhost:5173/callback
  --idp-consent-url <url>     the consent page the discovery document names (authorization_endpoint)
  --idp-logout-url <url>      the logout page it names (end_session_endpoint)
  -h, --help`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  config: { type: 'string' },
  'data-dir': { type: 'string' },
  memory: { type: 'boolean' },
  quiet: { type: 'boolean' },
  'project-name': { type: 'string' },
  'email-domains': { type: 'string' },
  'password-policy': { type: 'string' },
  'luds-complexity': { type: 'string' },
  'luds-minimum-count': { type: 'string' },
  'pkce-email-magic-links': { type: 'boolean' },
  'pkce-password-resets': { type: 'boolean' },
  'pkce-oauth': { type: 'boolean' },
  'pkce-sso': { type: 'boolean' },
  siwe: { type: 'boolean' },
  watermark: { type: 'boolean' },
  captcha: { type: 'boolean' },
  'allowed-origin': { type: 'string', multiple: true },
  'redirect-url': { type: 'string', multiple: true },
  'oauth-redirect-url': { type: 'string', multiple: true },
  'oauth-login-redirect-url': { type: 'string', multiple: true },
  'oauth-signup-redirect-url': { type: 'string', multiple: true },
  'idp-client': { type: 'string', multiple: true },
  'idp-consent-url': { type: 'string' },
  'idp-logout-url': { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** A problem with what was asked, said as it is: no stack, exit code 2 (the usage error code of most CLIs). */
export class CliError extends Error {
  override name = 'CliError';
}

export interface CliStart {
  port: number;
  memory: boolean;
  dataDir: string;
  quiet: boolean;
  config: Partial<ProjectConfig>;
}

/** Everything the command line and the environment ask for, checked, or the help text's request. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv, defaultDataDir: string): CliStart | 'help' {
  let values: Values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    // Node's own message names the flag ("Unknown option '--prot'"); the hint says where the list is.
    throw new CliError(`${(error as Error).message.replace(/\. To specify a positional argument.*$/s, '')} (see --help)`);
  }
  if (values.help) return 'help';
  const configPath = values.config ?? env.LATCH_PROVIDER_CONFIG;
  const fileConfig = configPath ? readConfigFile(configPath) : {};
  const config = { ...fileConfig, ...flagsToConfig(values) };
  try {
    // The same checks the server runs at start, now, so nothing listens with a config it would refuse.
    resolveConfig(config);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  return {
    port: portOf(env.PORT),
    memory: values.memory ?? false,
    dataDir: values['data-dir'] ?? defaultDataDir,
    quiet: values.quiet ?? false,
    config,
  };
}

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 4100;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new CliError(`PORT must be a port number from 0 to 65535, not "${value}"`);
  return port;
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function flagsToConfig(values: Values): Partial<ProjectConfig> {
  const config: Partial<ProjectConfig> = {};
  if (values['project-name']) config.projectName = values['project-name'];
  if (values['email-domains']) config.emailDomains = list(values['email-domains']);
  if (values['password-policy']) {
    const policy: PasswordPolicy =
      values['password-policy'] === 'luds'
        ? {
            type: 'luds',
            ludsComplexity: Number(values['luds-complexity'] ?? 3),
            ludsMinimumCount: Number(values['luds-minimum-count'] ?? 8),
          }
        : ({ type: values['password-policy'] } as PasswordPolicy);
    config.passwordPolicy = policy;
  } else if (values['luds-complexity'] || values['luds-minimum-count']) {
    throw new CliError('--luds-complexity and --luds-minimum-count need --password-policy luds');
  }
  if (values['pkce-email-magic-links']) config.pkceRequiredForEmailMagicLinks = true;
  if (values['pkce-password-resets']) config.pkceRequiredForPasswordResets = true;
  if (values['pkce-oauth']) config.pkceRequiredForOauth = true;
  if (values['pkce-sso']) config.pkceRequiredForSso = true;
  if (values.siwe) config.siweRequiredForCryptoWallets = true;
  if (values.watermark) config.disableSdkWatermark = false;
  if (values.captcha) config.captcha = true;
  if (values['allowed-origin']) config.allowedOrigins = values['allowed-origin'];
  if (values['redirect-url']) config.redirectUrls = [...DEMO_REDIRECT_URLS, ...values['redirect-url']];
  const both = values['oauth-redirect-url'] ?? [];
  const login = [...both, ...(values['oauth-login-redirect-url'] ?? [])];
  const signup = [...both, ...(values['oauth-signup-redirect-url'] ?? [])];
  if (login.length > 0 || signup.length > 0) {
    // The host's pages first: the first of each list is where a return goes when the widget names none.
    const demo = defaultOAuthRedirectUrls();
    config.oauthRedirectUrls = { login: [...login, ...demo.login], signup: [...signup, ...demo.signup] };
  }
  if (values['idp-client']) config.idpClients = [...DEMO_IDP_CLIENTS, ...values['idp-client'].map(parseIdpClient)];
  if (values['idp-consent-url']) config.idpConsentUrl = values['idp-consent-url'];
  if (values['idp-logout-url']) config.idpLogoutUrl = values['idp-logout-url'];
  return config;
}

const IDP_CLIENT_KEYS = ['id', 'name', 'redirect', 'logout', 'consent', 'scope'];

/** `id=my-app,name=My app,redirect=http://…/callback,logout=http://…/,consent=false,scope=read:files`. */
export function parseIdpClient(spec: string): IdpClientConfig {
  const pairs = spec.split(',').map((pair) => {
    const at = pair.indexOf('=');
    const key = pair.slice(0, at).trim();
    if (at < 1 || !IDP_CLIENT_KEYS.includes(key)) {
      throw new CliError(`--idp-client "${spec}": "${pair}" is not one of ${IDP_CLIENT_KEYS.map((k) => `${k}=…`).join(', ')}`);
    }
    return [key, pair.slice(at + 1).trim()] as const;
  });
  const all = (key: string) => pairs.filter(([k]) => k === key).map(([, value]) => value);
  const one = (key: string) => {
    const found = all(key);
    if (found.length > 1) throw new CliError(`--idp-client "${spec}": ${key}= is given twice`);
    return found[0];
  };
  const id = one('id');
  if (!id) throw new CliError(`--idp-client "${spec}": needs id=<client id>`);
  const redirects = all('redirect');
  if (redirects.length === 0) throw new CliError(`--idp-client "${spec}": needs redirect=<uri>`);
  const consent = one('consent');
  if (consent !== undefined && consent !== 'true' && consent !== 'false') throw new CliError(`--idp-client "${spec}": consent= is true or false`);
  return {
    client_id: id,
    client_name: one('name') || id,
    redirect_uris: redirects,
    post_logout_redirect_uris: all('logout'),
    ...(consent !== undefined && { consent_required: consent === 'true' }),
    ...(all('scope').length > 0 && { scopes: all('scope') }),
  };
}

/** What each key of the file must be, read from the defaults: a typo or a wrong type is named, never ignored. */
function checkFileKeys(path: string, parsed: Record<string, unknown>): void {
  const defaults = defaultConfig() as unknown as Record<string, unknown>;
  const kindOf = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);
  const nouns: Record<string, string> = { list: 'a list', object: 'an object', string: 'a string', boolean: 'true or false', number: 'a number' };
  for (const [key, value] of Object.entries(parsed)) {
    if (!Object.hasOwn(defaults, key)) {
      throw new CliError(`config file ${path}: unknown key "${key}" (known keys: ${Object.keys(defaults).join(', ')})`);
    }
    const wanted = kindOf(defaults[key]);
    if (kindOf(value) !== wanted)
      throw new CliError(`config file ${path}: "${key}" must be ${nouns[wanted] ?? wanted}, not ${JSON.stringify(value)}`);
  }
}

export function readConfigFile(path: string): Partial<ProjectConfig> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CliError(`config file ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(`config file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError(`config file ${path} must hold a JSON object`);
  checkFileKeys(path, parsed as Record<string, unknown>);
  return parsed as Partial<ProjectConfig>;
}
