import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, startProvider } from './app';
import { DEMO_REDIRECT_URLS } from './auth/redirectUrls';
import { readConfigFile } from './config';
import type { PasswordPolicy, ProjectConfig } from './config';
import { DEMO_PAGES } from './demo/page';
import { MIXES, mixHref } from './demo/mixes';

const USAGE = `Usage: tsx provider/main.ts [options]   (PORT env sets the port, default 4100)
  --config <file>             project config JSON (also LATCH_PROVIDER_CONFIG); flags override it
  --data-dir <dir>            where the database lives (default provider/data)
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
  --redirect-url <url>        register a redirect URL for emailed links, besides the demo's pages (repeatable)`;

function flagsToConfig(values: ReturnType<typeof parse>['values']): Partial<ProjectConfig> {
  const config: Partial<ProjectConfig> = {};
  if (values['project-name']) config.projectName = values['project-name'];
  if (values['email-domains'])
    config.emailDomains = values['email-domains']
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean);
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
  return config;
}

/** The registered redirect URLs as a host developer reads them: the demo's set in two words, the rest in full. */
function redirectUrlsLine(urls: readonly string[]): string {
  const hasDemo = DEMO_REDIRECT_URLS.every((u) => urls.includes(u));
  return [...(hasDemo ? ['the demo pages'] : []), ...urls.filter((u) => !hasDemo || !DEMO_REDIRECT_URLS.includes(u))].join(', ');
}

function parse() {
  return parseArgs({
    options: {
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
    },
  });
}

async function main() {
  const { values } = parse();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const configPath = values.config ?? process.env.LATCH_PROVIDER_CONFIG;
  const fileConfig = configPath ? readConfigFile(configPath) : {};
  const port = Number(process.env.PORT ?? 4100);
  const config = { ...fileConfig, ...flagsToConfig(values) };
  const provider = await startProvider({
    port,
    memory: values.memory ?? false,
    dataDir: values['data-dir'] ?? DEFAULT_DATA_DIR,
    quiet: values.quiet ?? false,
    config,
  });
  const { url } = provider;
  console.log(`
latch local provider on ${url}   (API: ${url}/sdk/v1)
  public token   ${provider.publicToken}
  project id     ${provider.projectId}   (latch/server's projectId: session JWTs are checked against ${url}/v1/sessions/jwks/${provider.projectId})
  storage        ${values.memory ? 'in memory (nothing is saved)' : `${values['data-dir'] ?? DEFAULT_DATA_DIR}/latch.sqlite`}
  origins        ${[url, ...(config.allowedOrigins ?? [])].join(', ')}
                 (a host page elsewhere needs --allowed-origin <its origin>, e.g. npm start -- --allowed-origin http://localhost:5173)
  redirect URLs  ${redirectUrlsLine(config.redirectUrls ?? DEMO_REDIRECT_URLS)}
                 (a host's sign-in and sign-up link pages need --redirect-url <url>)

Demo pages
${Object.values(DEMO_PAGES)
  .map((page) => `  ${page.title.padEnd(32)} ${url}${page.path}`)
  .join('\n')}
Product mixes
${MIXES.map((mix) => `  ${mix.label.padEnd(44)} ${url}${mixHref(mix.config)}`).join('\n')}
Developer inbox   ${url}/_dev/inbox   (JSON: ${url}/_dev/messages)

Press Ctrl-C to stop.
`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping, saving the database…`);
    await provider.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`latch provider could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
