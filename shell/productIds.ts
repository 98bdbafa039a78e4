/**
 * The built-in products' ids: what a host may list in `products` without handing a plugin. A leaf, so the registries
 * can name it without importing the loader table, which imports every product; the table is checked against this
 * union (shell/loader.ts), so the two cannot drift.
 */
export type BuiltInProductId = 'emailMagicLinks' | 'otp' | 'passwords' | 'oauth' | 'crypto' | 'passkeys' | 'idp' | 'mfa';
