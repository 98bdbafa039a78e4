import type { BuiltInProductId } from './config.js';
import type { AnyPlugin } from './plugin-api.js';

export type PluginLoader = () => Promise<{ default: AnyPlugin }>;

/** Marks a product whose plugin is not in this build; mounting it shows a configuration error. */
export class PluginUnavailableError extends Error {
  constructor(readonly product: string) {
    super(`latch: the "${product}" product is not available in this build.`);
    this.name = 'PluginUnavailableError';
  }
}

const unavailable = (product: BuiltInProductId): PluginLoader => () => Promise.reject(new PluginUnavailableError(product));

/**
 * The only place the shell reaches plugins. One literal `import()` per product, so esbuild
 * emits one lazy chunk per product and a host downloads only the products it lists.
 */
export const productLoaders = {
  emailMagicLinks: () => import('../plugins/emailMagicLinks/index.js'),
  otp: () => import('../plugins/otp/index.js'),
  passwords: () => import('../plugins/passwords/index.js'),
  oauth: unavailable('oauth'),
  crypto: unavailable('crypto'),
  passkeys: unavailable('passkeys'),
  idp: unavailable('idp'),
} as const satisfies Record<BuiltInProductId, PluginLoader>;

export const isBuiltInProduct = (id: unknown): id is BuiltInProductId =>
  typeof id === 'string' && Object.prototype.hasOwnProperty.call(productLoaders, id);
