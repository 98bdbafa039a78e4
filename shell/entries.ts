import type { PluginLoader, ProductDescriptor } from './loader.js';
import type { Refusal } from './refusalTexts.js';
import type { EntryKind, LoginConfig } from './registries.js';

/** Plugins a host brings (its own products, built outside this repo), by product id: a loader, or a descriptor for more. */
export type HostProducts = Readonly<Record<string, PluginLoader | ProductDescriptor>>;

type ProductTable = Readonly<Record<string, ProductDescriptor>>;

/**
 * The built-in products of the entry that runs, and those a login lists when the host lists none: installed by the
 * full entries (shell/loader.ts), never imported here, so the lean React entry, which installs none, bundles no
 * product and knows only the host's.
 */
let builtIns: ProductTable = {};
let defaultProducts: readonly string[] = [];
export function installBuiltInProducts(table: ProductTable, defaults: readonly string[]): void {
  builtIns = table;
  defaultProducts = defaults;
}

/** The products a login lists when the host lists none: the installed defaults, or else (lean entry) the host's own. */
const defaultsFor = (host: HostProducts): string[] => [...(defaultProducts.length > 0 ? defaultProducts : Object.keys(host))];

/**
 * The shell's own product: the account entry's page (shell/account), with the sections that are no sign-in product's
 * (the name, signing out). Apart from the table of built-in products, so every entry has it, the lean one included;
 * nothing lists it as a login product (`login: false`).
 */
const shellProducts: ProductTable = {
  account: { load: () => import('./account/index.js'), entries: ['account'], login: false },
};

/** The descriptor of a product id, the host's first (a host may replace a built-in product). */
export function descriptorOf(id: unknown, host: HostProducts = {}): ProductDescriptor | undefined {
  if (typeof id !== 'string') return undefined;
  const own = Object.hasOwn(host, id) ? host[id] : undefined;
  if (own) return typeof own === 'function' ? { load: own } : own;
  for (const table of [builtIns, shellProducts]) if (Object.hasOwn(table, id)) return table[id];
  return undefined;
}

export function normalizeConfig(config: Partial<LoginConfig> | undefined, host: HostProducts = {}): LoginConfig {
  const products = Array.isArray(config?.products) && config.products.length > 0 ? config.products : defaultsFor(host);
  return { ...config, products } as LoginConfig;
}

export type EntryPlan = { ok: true; products: string[] } | { ok: false; refusal: Refusal };

/** Entry points that act for a signed-in user: without a session they offer the host's login products first. */
const SIGNED_IN_ENTRIES: ReadonlySet<EntryKind> = new Set(['identityProvider']);
/**
 * Entry points whose page is made of the listed products' parts (the account's sections): they load the listed
 * products too, whatever the session, and a product that cannot sign in alone may be the only one listed.
 */
const COMPOSED_ENTRIES: ReadonlySet<EntryKind> = new Set(['account']);

export interface EntryContext {
  /** A session is held (a session cookie exists). @default false: the login products are loaded too */
  signedIn?: boolean;
}

/**
 * What an entry point loads, decided before any chunk is fetched: a login loads its listed products;
 * any other entry the product that owns it, followed, for an entry that needs a signed-in user and has
 * none, by the listed login products. Rules about the product list itself are checked here, so a wrong
 * config costs no download.
 */
export function planEntry(entry: EntryKind, config: LoginConfig, host: HostProducts = {}, context: EntryContext = {}): EntryPlan {
  if (entry === 'login') return planLogin(config.products as unknown[], host);
  const candidates = [...Object.keys(host), ...Object.keys(builtIns), ...Object.keys(shellProducts)];
  const owner = candidates.find((id) => descriptorOf(id, host)?.entries?.includes(entry));
  if (!owner) return { ok: false, refusal: ['config.noEntryProduct', { entry }] };
  const composed = COMPOSED_ENTRIES.has(entry);
  if (!composed && (!SIGNED_IN_ENTRIES.has(entry) || context.signedIn)) return { ok: true, products: [owner] };
  const listed = (config.products as unknown[]).filter((id) => id !== owner);
  const login = planLogin(listed.length > 0 ? listed : defaultsFor(host), host, !composed);
  return login.ok ? { ok: true, products: [owner, ...login.products] } : login;
}

/** `alone`: refuse a list of products none of which can sign in by itself (a login's rule, not the account's). */
function planLogin(listed: unknown[], host: HostProducts, alone = true): EntryPlan {
  const products = [...new Set(listed)];
  // Only on the lean entry, with no product listed and none handed: nothing here can log in.
  if (products.length === 0) return { ok: false, refusal: ['config.noEntryProduct', { entry: 'login' }] };
  for (const id of products) {
    const descriptor = descriptorOf(id, host);
    if (!descriptor) return { ok: false, refusal: ['config.unknownProduct', { product: String(id) }] };
    if (descriptor.login === false) return { ok: false, refusal: ['config.notLogin', { product: descriptor.name ?? String(id) }] };
  }
  const descriptors = products.map((id) => descriptorOf(id, host)!);
  if (alone && descriptors.every((d) => d.standalone === false)) {
    return { ok: false, refusal: ['config.alone', { product: descriptors.map((d, i) => d.name ?? String(products[i])).join(', ') }] };
  }
  return { ok: true, products: products as string[] };
}
