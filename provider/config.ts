import { readFileSync } from 'node:fs';

export type PasswordPolicy =
  | { type: 'zxcvbn' }
  | { type: 'luds'; ludsComplexity: number; ludsMinimumCount: number };

/** What the hosted dashboard would hold for one project. */
export interface ProjectConfig {
  projectId: string;
  projectName: string;
  /** The first one is the token printed at start and rendered into the demo pages. */
  publicTokens: string[];
  emailDomains: string[];
  passwordPolicy: PasswordPolicy;
  breachDetectionOnCreate: boolean;
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOauth: boolean;
  pkceRequiredForSso: boolean;
  siweRequiredForCryptoWallets: boolean;
  disableSdkWatermark: boolean;
  /** Origins besides the provider's own that may call the API from a browser. */
  allowedOrigins: string[];
  /** Kept for the OAuth and identity-provider issues; nothing reads them yet. */
  oauthProviders: Record<string, unknown>[];
  idpClients: Record<string, unknown>[];
}

export const DEFAULT_PUBLIC_TOKEN = 'public-token-test-5a1d0c4e-latch-local-dev';

export const defaultConfig = (): ProjectConfig => ({
  projectId: 'project-test-5a1d0c4e-latch-local-dev',
  projectName: 'Latch local project',
  publicTokens: [DEFAULT_PUBLIC_TOKEN],
  emailDomains: ['localhost'],
  passwordPolicy: { type: 'zxcvbn' },
  breachDetectionOnCreate: true,
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOauth: false,
  pkceRequiredForSso: false,
  siweRequiredForCryptoWallets: false,
  disableSdkWatermark: true,
  allowedOrigins: [],
  oauthProviders: [],
  idpClients: [],
});

export function resolveConfig(...layers: (Partial<ProjectConfig> | undefined)[]): ProjectConfig {
  const config = Object.assign(defaultConfig(), ...layers.filter(Boolean)) as ProjectConfig;
  checkConfig(config);
  return config;
}

function checkConfig(config: ProjectConfig): void {
  if (config.publicTokens.length === 0) throw new Error('config: publicTokens must list at least one token');
  for (const token of config.publicTokens) {
    if (!token.startsWith('public-token-test-')) {
      // The published client picks its test or live base URL from this prefix.
      throw new Error(`config: public token "${token}" must start with "public-token-test-"`);
    }
  }
  const policy = config.passwordPolicy;
  if (policy.type === 'luds') {
    if (!Number.isInteger(policy.ludsComplexity) || policy.ludsComplexity < 1 || policy.ludsComplexity > 4) {
      throw new Error('config: passwordPolicy.ludsComplexity must be an integer from 1 to 4');
    }
    if (!Number.isInteger(policy.ludsMinimumCount) || policy.ludsMinimumCount < 8 || policy.ludsMinimumCount > 32) {
      throw new Error('config: passwordPolicy.ludsMinimumCount must be an integer from 8 to 32');
    }
  } else if (policy.type !== 'zxcvbn') {
    throw new Error('config: passwordPolicy.type must be "zxcvbn" or "luds"');
  }
  for (const origin of config.allowedOrigins) {
    if (new URL(origin).origin !== origin) throw new Error(`config: allowed origin "${origin}" is not a bare origin`);
  }
}

export function readConfigFile(path: string): Partial<ProjectConfig> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`config file ${path} must hold a JSON object`);
  }
  return parsed as Partial<ProjectConfig>;
}
