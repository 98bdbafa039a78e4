// In the table's order: the options reference (docs/options.md) lists the products' options blocks in this order.
import emailMagicLinks from '../plugins/emailMagicLinks/product.js';
import otp from '../plugins/otp/product.js';
import passwords from '../plugins/passwords/product.js';
import oauth from '../plugins/oauth/product.js';
import crypto from '../plugins/crypto/product.js';
import passkeys from '../plugins/passkeys/product.js';
import idp from '../plugins/idp/product.js';
import mfa from '../plugins/mfa/product.js';
import type { ProductDescriptor } from './productDescriptor.js';
import type { BuiltInProductId } from './productIds.js';

export type { PluginLoader, ProductDescriptor } from './productDescriptor.js';

/**
 * The only place the shell names built-in products: each product's descriptor, from its own folder (`product.ts`, one
 * literal `import()` of the plugin, so esbuild emits one lazy chunk per product and a host downloads only the products
 * it lists). The full entries install this table (shell/entries.ts); `latch/react/lean` does not, so its bundle holds
 * none of it and a host there hands the descriptors of the products it lists.
 */
export const builtInProducts = { emailMagicLinks, otp, passwords, oauth, crypto, passkeys, idp, mfa } as const satisfies Record<
  BuiltInProductId,
  ProductDescriptor
>;

/** The products a login lists when the host lists none. */
export const DEFAULT_PRODUCTS: readonly BuiltInProductId[] = ['emailMagicLinks'];
