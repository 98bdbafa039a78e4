import { startProvider } from './app';
import { withOrigin } from './auth/oauthConfig';
import { DEMO_REDIRECT_URLS } from './auth/redirectUrls';
import { CliError, parseCli, usage } from './cli';
import { resolveConfig } from './config';
import { DEMO_PAGES } from './demo/page';
import { MIXES, mixHref } from './demo/mixes';
import { COMMAND, DEFAULT_DATA_DIR } from './paths';

/** The registered URLs as a host developer reads them: the demo's set in two words, the rest in full. */
function urlsLine(urls: readonly string[], demo: readonly string[], origin: string): string {
  const hasDemo = demo.every((u) => urls.includes(u));
  const own = urls.filter((u) => !hasDemo || !demo.includes(u)).map((u) => withOrigin(u, origin));
  return [...own, ...(hasDemo ? [demo.length > 1 ? 'the demo pages' : 'the demo page'] : [])].join(', ');
}

async function main() {
  const cli = parseCli(process.argv.slice(2), process.env, DEFAULT_DATA_DIR);
  if (cli === 'help') {
    console.log(usage(COMMAND, DEFAULT_DATA_DIR));
    return;
  }
  const provider = await startProvider({ port: cli.port, memory: cli.memory, dataDir: cli.dataDir, quiet: cli.quiet, config: cli.config });
  const { url } = provider;
  // Before the banner: whoever reads it may stop the provider at once, and a signal with no handler yet would kill it unsaved.
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
  const config = resolveConfig(cli.config);
  const demoOAuth = ['{origin}/'];
  const demoClients = new Set(['demo-relying-party', 'demo-first-party']);
  const hostClients = config.idpClients.filter((client) => !demoClients.has(client.client_id));
  console.log(`
latch local provider on ${url}   (API: ${url}/sdk/v1)
  public token   ${provider.publicToken}
  project id     ${provider.projectId}   (latch/server's projectId: session JWTs are checked against ${url}/v1/sessions/jwks/${provider.projectId})
  storage        ${cli.memory ? 'in memory (nothing is saved)' : `${cli.dataDir}/latch.sqlite`}
  origins        ${[url, ...config.allowedOrigins].join(', ')}
                 (a host page elsewhere needs --allowed-origin <its origin>, e.g. ${COMMAND} --allowed-origin http://localhost:5173)
  redirect URLs  ${urlsLine(config.redirectUrls, DEMO_REDIRECT_URLS, url)}
                 (a host's sign-in and sign-up link pages need --redirect-url <url>)
  OAuth returns  login: ${urlsLine(config.oauthRedirectUrls.login, demoOAuth, url)}; sign-up: ${urlsLine(config.oauthRedirectUrls.signup, demoOAuth, url)}
                 (a host's return page needs --oauth-redirect-url <url>; the first listed is the default)
  IdP clients    ${[...(config.idpClients.length > hostClients.length ? ['the demo relying parties'] : []), ...hostClients.map((c) => `${c.client_id} (${c.redirect_uris.map((u) => withOrigin(u, url)).join(', ')})`)].join(', ') || 'none'}
  IdP pages      consent ${withOrigin(config.idpConsentUrl, url)}, logout ${withOrigin(config.idpLogoutUrl, url)}   (discovery: ${url}/.well-known/openid-configuration)
  fail a call    POST ${url}/_dev/faults {"path":"/otps/email/login_or_create","status":503,"error_type":"service_unavailable"}

Demo pages
${Object.values(DEMO_PAGES)
  .map((page) => `  ${page.title.padEnd(32)} ${url}${page.path}`)
  .join('\n')}
Product mixes
${MIXES.map((mix) => `  ${mix.label.padEnd(44)} ${url}${mixHref(mix.config)}`).join('\n')}
Developer inbox   ${url}/_dev/inbox   (JSON: ${url}/_dev/messages)

Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  // A usage mistake is said as it is; anything else (a port in use, a database that cannot be read) keeps its cause.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof CliError ? `latch provider: ${message}` : `latch provider could not start: ${message}`);
  process.exit(error instanceof CliError ? 2 : 1);
});
