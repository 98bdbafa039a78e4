import type { BootstrapData } from './types.js';

/** A host's own bot-protection hooks (`ClientOptions.protection`); asked first when the provider answers 'Captcha required'. */
export interface Protection {
  captchaToken(): Promise<string | undefined>;
  telemetryId(): Promise<string | undefined>;
}

/**
 * What a protected call carries: `full` calls the captcha token and the device-fingerprint telemetry id as the
 * project's mode asks, `captcha` calls the captcha token alone (the published client's two kinds).
 */
export type ProtectedKind = 'full' | 'captcha';

export interface ProtectionFields {
  captcha_token?: string | undefined;
  dfp_telemetry_id?: string | undefined;
}

export interface Guard {
  /** The fields a protected call adds to its body; none when the project turned nothing on. */
  fields(kind: ProtectedKind): Promise<ProtectionFields>;
  /** Fresh fields for the one retry after 'Captcha required'; undefined when nothing could give them. */
  retry(): Promise<ProtectionFields | undefined>;
}

export interface GuardOptions {
  publicToken: string;
  /** The provider's base URL: a development captcha script it announces is loaded only from there. */
  base: string;
  bootstrap(): Promise<BootstrapData>;
  host?: Protection | undefined;
  /** The host's `dfpCdnDomain` / `dfppaDomain`, already reduced to `https://` + host name. */
  dfpDomains?: DfpDomains;
  /**
   * Whether the project's own scripts can run here: only on a page. Off a page (Node, a server render) there is no
   * document to load reCAPTCHA into, so no bootstrap is asked for and only a host hook can give tokens.
   */
  inPage: boolean;
}

export interface DfpDomains {
  cdn?: string | undefined;
  submit?: string | undefined;
}

const turnedOn = (b: BootstrapData) => b.captchaSettings.enabled || b.dfpProtectedAuthEnabled;

/**
 * Bot protection driven by the project's bootstrap (SPEC §3, §7, §8). The script-loading half is a lazy chunk that
 * downloads only for a project with captcha or device fingerprinting on, so other projects carry none of it.
 */
export function createGuard(opts: GuardOptions): Guard {
  let scripts: Promise<import('./protectionScripts.js').BotScripts> | undefined;
  const load = (bootstrap: BootstrapData) =>
    (scripts ??= import('./protectionScripts.js').then((m) =>
      m.createBotScripts({ publicToken: opts.publicToken, base: opts.base, bootstrap, dfpDomains: opts.dfpDomains ?? {} }),
    ));
  if (!opts.inPage) {
    return {
      fields: async () => ({}),
      async retry() {
        if (!opts.host) return undefined;
        return { captcha_token: await opts.host.captchaToken(), dfp_telemetry_id: await opts.host.telemetryId() };
      },
    };
  }
  return {
    async fields(kind) {
      const bootstrap = await opts.bootstrap();
      return turnedOn(bootstrap) ? (await load(bootstrap)).fields(kind) : {};
    },
    async retry() {
      const bootstrap = await opts.bootstrap();
      const own = turnedOn(bootstrap) ? await load(bootstrap) : undefined;
      if (!opts.host && !own) return undefined;
      // The host's hook wins; the project's own scripts fill in what it leaves undefined.
      const captcha_token = (await opts.host?.captchaToken()) ?? (await own?.captchaToken());
      const dfp_telemetry_id = (await opts.host?.telemetryId()) ?? (await own?.telemetryId());
      return { captcha_token, dfp_telemetry_id };
    },
  };
}
