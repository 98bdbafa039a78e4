/**
 * The lazy parts of the vanilla build that the entry asks for by name (shell/preload.ts) as soon as a mount knows it
 * will need them, so that their files come in one wave instead of a chain of imports. Each is the module that one
 * `import()` in the shell loads. The preload map, `npm run analyze` and the chunk tests read this table; every other
 * lazy module (the session refresher, the bootstrap mapper, immer…) is found from the `import()` calls themselves.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each built-in product's plugin, by id: `plugins/<id>/index.ts` beside its descriptor (`product.ts`). */
export const productModules: Record<string, string> = Object.fromEntries(
  readdirSync(path.join(root, 'plugins'))
    .filter((id) => existsSync(path.join(root, 'plugins', id, 'product.ts')))
    .map((id) => [id, `plugins/${id}/index.ts`]),
);

/**
 * A product's lazy parts that draw with the widget's kit (`plugins/<id>/parts/*.ts`), which the product fetches itself
 * when it needs them (the passkey registration entry's screens): built as the products are, so what they share with
 * the widget stays in the widget's one file.
 */
export const productPartModules: readonly string[] = readdirSync(path.join(root, 'plugins')).flatMap((id) => {
  const folder = path.join(root, 'plugins', id, 'parts');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `plugins/${id}/parts/${file}`);
});

/**
 * The account entry's page (the shell's own product, `account`) and each product's account sections
 * (`plugins/<id>/account/index.ts`): lazy modules that draw with the widget's kit, as the products do.
 */
export const accountModules: readonly string[] = [
  'shell/account/index.ts',
  ...readdirSync(path.join(root, 'plugins'))
    .filter((id) => existsSync(path.join(root, 'plugins', id, 'account', 'index.ts')))
    .map((id) => `plugins/${id}/account/index.ts`),
];

/**
 * Part name → the modules whose files it brings. The phone part brings the field's part, the library and the default
 * region's numbering plans; `locale` reads a locale's texts and `en-XA` makes the pseudo-locale's from English, each
 * asked for only by a mount that shows one (the mount asks for a part named after its locale, which only en-XA is).
 */
export const PARTS: Record<string, readonly string[]> = {
  client: ['shell/client.ts'],
  widget: ['shell/renderWidget.ts'],
  phone: ['shell/form/phoneForm.ts', 'shell/form/phone/phoneLib.ts', 'phone-metadata:1/phone-metadata'],
  locale: ['shell/locale/load.ts'],
  'en-XA': ['shell/locale/enXA.ts'],
  ...Object.fromEntries(Object.entries(productModules).map(([id, module]) => [id, [module]])),
  account: ['shell/account/index.ts'],
};

/**
 * The message sources whose texts a locale translates, by the name the entry asks for them by, and the folder that holds
 * their `locales/` (one file per locale and the table of them): the shell's, the server errors', each built-in
 * product's, and the account entry's. A locale is one part per source, so a host downloads the translations of its own
 * products only; their files sit at paths made of the source and the tag (build/locales.ts), so the entry needs no map
 * line for each.
 */
export const LOCALE_SOURCES: Record<string, string> = {
  shell: 'shell',
  serverErrors: 'shell/serverErrors',
  ...Object.fromEntries(
    Object.keys(productModules)
      .filter((id) => existsSync(path.join(root, 'plugins', id, 'locales')))
      .map((id) => [id, `plugins/${id}`]),
  ),
  // The account entry's page (the shell's own product) and each product's account sections, whose texts only an
  // account mount shows: a source each, so the completeness gate keeps them whole too.
  account: 'shell/account',
  ...Object.fromEntries(
    Object.keys(productModules)
      .filter((id) => existsSync(path.join(root, 'plugins', id, 'account', 'locales')))
      .map((id) => [`${id}Account`, `plugins/${id}/account`]),
  ),
};

/** The part whose module an output file is built from (its metafile `entryPoint`), if any. */
export const partOf = (entryPoint: string | undefined): string | undefined =>
  Object.entries(PARTS).find(([, modules]) => entryPoint !== undefined && modules.includes(entryPoint))?.[0];
