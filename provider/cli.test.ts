// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CliError, parseCli, parseIdpClient } from './cli';

const dir = mkdtempSync(path.join(tmpdir(), 'latch-cli-'));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};
const parse = (argv: string[], env: NodeJS.ProcessEnv = {}) => parseCli(argv, env, '/data');
const refusal = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
  try {
    parse(argv, env);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
};

describe('the command line', () => {
  it('turns the host flags into the project config, the host’s pages first', () => {
    const start = parse([
      '--memory',
      '--oauth-redirect-url',
      'http://localhost:5173/auth',
      '--oauth-signup-redirect-url',
      'http://localhost:5173/welcome',
      '--idp-client',
      'id=my-app,name=My app,redirect=http://localhost:5173/callback,logout=http://localhost:5173/,consent=false,scope=read:files',
      '--idp-consent-url',
      'http://localhost:5173/consent',
      '--idp-logout-url',
      'http://localhost:5173/logout',
    ]);
    expect(start).not.toBe('help');
    if (start === 'help') return;
    expect(start).toMatchObject({ port: 4100, memory: true, dataDir: '/data', quiet: false });
    expect(start.config.oauthRedirectUrls).toEqual({
      login: ['http://localhost:5173/auth', '{origin}/', '{origin}/account'],
      signup: ['http://localhost:5173/auth', 'http://localhost:5173/welcome', '{origin}/'],
    });
    expect(start.config.idpClients?.map((c) => c.client_id)).toEqual(['demo-relying-party', 'demo-first-party', 'my-app']);
    expect(start.config.idpClients?.[2]).toEqual({
      client_id: 'my-app',
      client_name: 'My app',
      redirect_uris: ['http://localhost:5173/callback'],
      post_logout_redirect_uris: ['http://localhost:5173/'],
      consent_required: false,
      scopes: ['read:files'],
    });
    expect(start.config).toMatchObject({ idpConsentUrl: 'http://localhost:5173/consent', idpLogoutUrl: 'http://localhost:5173/logout' });
  });

  it('reads a config file, flags over it, and the port from PORT', () => {
    const config = file('ok.json', JSON.stringify({ projectName: 'From file', allowedOrigins: ['http://localhost:3000'] }));
    const start = parse(['--config', config, '--project-name', 'From flag'], { PORT: '0' });
    expect(start).toMatchObject({ port: 0, config: { projectName: 'From flag', allowedOrigins: ['http://localhost:3000'] } });
    expect(parse([], { LATCH_PROVIDER_CONFIG: config })).toMatchObject({ config: { projectName: 'From file' } });
    expect(parse(['-h'])).toBe('help');
  });

  it.each([
    [['--prot', '4200'], "Unknown option '--prot' (see --help)"],
    [['4200'], "Unexpected argument '4200'"],
    [['--memory=yes'], "Option '--memory' does not take an argument"],
    [['--password-policy', 'strong'], 'passwordPolicy.type must be "zxcvbn" or "luds"'],
    [['--password-policy', 'luds', '--luds-complexity', 'high'], 'ludsComplexity must be an integer from 1 to 4'],
    [['--luds-complexity', '2'], '--luds-complexity and --luds-minimum-count need --password-policy luds'],
    [['--allowed-origin', 'http://localhost:5173/app'], 'allowed origin "http://localhost:5173/app" is not a bare origin'],
    [['--oauth-redirect-url', 'localhost:5173/auth'], 'oauth'],
    [['--idp-client', 'id=my-app'], '--idp-client "id=my-app": needs redirect=<uri>'],
    [['--idp-client', 'redirect=http://localhost:5173/cb'], 'needs id=<client id>'],
    [['--idp-client', 'id=a,redirect=http://localhost:5173/cb,colour=red'], '"colour=red" is not one of id=…, name=…'],
    [['--idp-client', 'id=demo-relying-party,redirect=http://localhost:5173/cb'], 'every idpClients entry needs its own non-empty client_id'],
    [['--idp-client', 'id=a,redirect=http://localhost:5173/cb#x'], 'must be an absolute http(s) URL without a fragment'],
    [['--idp-consent-url', '/consent'], 'idpConsentUrl must be an absolute http(s) URL'],
  ])('refuses %j, saying which', (argv, message) => {
    expect(refusal(argv)).toContain(message);
  });

  it('refuses a config file that is not there, not JSON, not an object, or holds an unknown key or a wrong type', () => {
    expect(refusal(['--config', path.join(dir, 'missing.json')])).toMatch(/missing\.json cannot be read: ENOENT/);
    expect(refusal(['--config', file('broken.json', '{"projectName": "x",}')])).toMatch(/broken\.json is not valid JSON: /);
    expect(refusal(['--config', file('list.json', '[]')])).toMatch(/list\.json must hold a JSON object/);
    expect(refusal(['--config', file('typo.json', '{"allowedOrigin": ["http://localhost:5173"]}')])).toMatch(
      /typo\.json: unknown key "allowedOrigin" \(known keys: projectId, .*allowedOrigins/,
    );
    expect(refusal(['--config', file('type.json', '{"captcha": "yes"}')])).toContain('"captcha" must be true or false, not "yes"');
    expect(refusal(['--config', file('origins.json', '{"allowedOrigins": "http://localhost:5173"}')])).toContain('"allowedOrigins" must be a list');
    expect(refusal([], { LATCH_PROVIDER_CONFIG: file('env.json', '{"nope": 1}') })).toContain('unknown key "nope"');
    expect(refusal([], { PORT: '70000' })).toBe('PORT must be a port number from 0 to 65535, not "70000"');
  });

  it('names the client when an --idp-client key is given twice', () => {
    expect(() => parseIdpClient('id=a,id=b,redirect=http://localhost:5173/cb')).toThrow('id= is given twice');
    expect(parseIdpClient('id=a,redirect=http://localhost:5173/cb,redirect=http://localhost:5173/other')).toMatchObject({
      client_name: 'a',
      redirect_uris: ['http://localhost:5173/cb', 'http://localhost:5173/other'],
    });
  });
});

/** The provider as a person runs it: `tsx provider/main.ts`, its output and how it ended. */
function runProvider(args: string[], until?: RegExp) {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  // tsx as a loader in the one process (not its CLI, which runs a second one), so SIGTERM reaches the provider itself.
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (until?.test(out)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

describe('the provider started from the command line', () => {
  it('stops before listening, non-zero, on an unknown flag or a malformed config file', async () => {
    const [flag, config] = await Promise.all([
      runProvider(['--memory', '--allowed-origins', 'http://localhost:5173']),
      runProvider(['--memory', '--config', file('bad.json', '{"redirectUrls": [')]),
    ]);
    expect(flag).toMatchObject({ code: 2, out: '' });
    expect(flag.err.trim()).toBe("latch provider: Unknown option '--allowed-origins' (see --help)");
    expect(config.code).toBe(2);
    expect(config.out).toBe('');
    expect(config.err).toMatch(/^latch provider: config file .*bad\.json is not valid JSON: /);
  }, 30_000);

  it('lists in its banner what the host flags set, and stops on SIGTERM', async () => {
    const run = await runProvider(
      [
        '--memory',
        '--quiet',
        '--allowed-origin',
        'http://localhost:5173',
        '--oauth-login-redirect-url',
        'http://localhost:5173/auth',
        '--idp-client',
        'id=my-app,redirect=http://localhost:5173/callback',
        '--idp-consent-url',
        'http://localhost:5173/consent',
      ],
      /Press Ctrl-C to stop/,
    );
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/origins {8}http:\/\/localhost:\d+, http:\/\/localhost:5173\n/);
    expect(run.out).toMatch(
      /OAuth returns {2}login: http:\/\/localhost:5173\/auth, http:\/\/localhost:\d+\/account, the demo page; sign-up: the demo page\n/,
    );
    expect(run.out).toContain('IdP clients    the demo relying parties, my-app (http://localhost:5173/callback)');
    expect(run.out).toMatch(/IdP pages {6}consent http:\/\/localhost:5173\/consent, logout http:\/\/localhost:\d+\/idp\/logout/);
    expect(run.out).toContain('SIGTERM: stopping');
  }, 30_000);
});
