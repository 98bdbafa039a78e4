import path from 'node:path';
import { existsSync } from 'node:fs';
import { entryOutput, jsOutputs, phoneGroups, productOutput, readMetafile, readPreloadMap, root, staticClosure } from './metafile.js';

type Sizes = (file: string) => { gzip: number };

interface Guard {
  what: string;
  limitKb: number;
  /** Counts files instead of gzip bytes. */
  files?: true;
  /** Gzip bytes measured, or a reason it cannot be measured yet. */
  measure(sizes: Sizes): number | string;
}

const KB = 1024;
export const gzipOf = (sizes: Sizes, files: Iterable<string>) => [...files].reduce((sum, file) => sum + sizes(file).gzip, 0);

/**
 * What a mount downloads before its form works, as a set of output files: the entry's static closure, and each listed
 * product's (on the lean React entry also its descriptor, `products/<id>`, which the host imports); for the vanilla
 * entry also the client's code and the widget's React half, which it preloads with them in the same wave.
 */
export function initialLoad(target: 'vanilla' | 'react' | 'react-lean', products: string[], base = root): Set<string> {
  const meta = readMetafile(target, base);
  const files = new Set(staticClosure(meta, entryOutput(meta)[0]));
  for (const product of products) {
    const descriptor = jsOutputs(meta).find(([, out]) => out.entryPoint === `plugins/${product}/product.ts`)?.[0];
    for (const chunk of [descriptor, productOutput(meta, product)]) if (chunk) for (const file of staticClosure(meta, chunk)) files.add(file);
  }
  if (target === 'vanilla') {
    const parts = readPreloadMap(base);
    for (const file of [...(parts.client ?? []), ...(parts.widget ?? [])]) files.add(path.join('dist', 'vanilla', file));
  }
  return files;
}

/** What must arrive before the vanilla entry draws its first form: the entry and its static imports. */
export const firstPaintPart = (base = root) => {
  const meta = readMetafile('vanilla', base);
  return staticClosure(meta, entryOutput(meta)[0]);
};

const builtProducts = () => {
  const meta = readMetafile('react');
  return jsOutputs(meta)
    .map(([, out]) => /plugins\/([^/]+)\/index\.ts$/.exec(out.entryPoint ?? '')?.[1])
    .filter((p): p is string => !!p);
};

/**
 * Products added after the guard rails were set, each with a rail of its own (gzip KB), so that the seven sign-in
 * products keep theirs: a host that lists none of these pays nothing for them.
 */
const LATER_PRODUCTS: Record<string, number> = { mfa: 7.5 };
const signInProducts = () => builtProducts().filter((product) => !(product in LATER_PRODUCTS));

/**
 * What a mount of these products on the React entry downloads, with what every such mount fetches lazily: the phone
 * field's part (a form with a phone channel asks for it, otp's among the seven), the phone library with the metadata
 * of the default region (other calling codes only when a visitor picks or types one), and immer once the products are
 * in.
 */
function productsLoad(products: string[]): Set<string> {
  const meta = readMetafile('react');
  const files = initialLoad('react', products);
  const phoneForm = jsOutputs(meta).find(([, out]) => out.entryPoint === 'shell/form/phoneForm.ts');
  if (phoneForm) for (const file of staticClosure(meta, phoneForm[0])) files.add(file);
  for (const lib of ['libphonenumber-js', 'immer']) {
    const chunk = jsOutputs(meta).find(([, out]) => Object.keys(out.inputs).some((i) => i.includes(`node_modules/${lib}/`)));
    if (chunk) files.add(chunk[0]);
  }
  const defaultGroup = phoneGroups(meta).find((group) => group.code === '1');
  if (defaultGroup) files.add(defaultGroup.file);
  return files;
}

/**
 * Guard rails, not goals: each figure is what the build weighs today with a little room, so that a change which grows
 * what a host downloads is noticed and said. A later feature adds nothing to a host that does not use it.
 */
const GUARDS: Guard[] = [
  {
    what: 'react entry, initial load for [emailMagicLinks], React excluded',
    limitKb: 26.8,
    measure: (s) => gzipOf(s, initialLoad('react', ['emailMagicLinks'])),
  },
  {
    what: 'vanilla entry, initial load for [emailMagicLinks], React included',
    limitKb: 98.9,
    measure: (s) => gzipOf(s, initialLoad('vanilla', ['emailMagicLinks'])),
  },
  {
    what: 'vanilla entry, first-paint part (the entry and its static imports: the client and the form drawn before React)',
    limitKb: 13.6,
    measure: (s) => gzipOf(s, firstPaintPart()),
  },
  {
    what: `the seven sign-in products (${signInProducts().length} built) with the phone field's part, the phone library (its code and the default region's metadata, calling code 1) and immer, React excluded`,
    limitKb: 84.6,
    measure: (s) => gzipOf(s, productsLoad(signInProducts())),
  },
  ...Object.entries(LATER_PRODUCTS).map(([product, limitKb]) => ({
    what: `${product}, what it adds to the seven sign-in products (its chunk and the files only it brings)`,
    limitKb,
    measure: (s: Sizes) => {
      const seven = productsLoad(signInProducts());
      return gzipOf(
        s,
        [...productsLoad([...signInProducts(), product])].filter((file) => !seven.has(file)),
      );
    },
  })),
  {
    what: 'password-strength library modules in the widget',
    limitKb: 0,
    files: true,
    measure: () => {
      const inputs = (['vanilla', 'react'] as const).flatMap((t) => jsOutputs(readMetafile(t)).flatMap(([, out]) => Object.keys(out.inputs)));
      return inputs.filter((i) => /node_modules\/(@zxcvbn-ts|zxcvbn)/.test(i)).length;
    },
  },
];

/** Prints each guard against the build; false when one is exceeded. */
export function checkGuards(sizes: Sizes): boolean {
  if (!existsSync(path.join(root, 'dist', 'react.meta.json'))) return false;
  console.log('\nguard rails (gzip -9)');
  let ok = true;
  for (const guard of GUARDS) {
    const measured = guard.measure(sizes);
    if (typeof measured === 'string') {
      console.log(`  ?  ${guard.what}: ${measured} (limit ${guard.limitKb} KB)`);
      ok = false;
      continue;
    }
    const within = measured <= (guard.files ? guard.limitKb : guard.limitKb * KB);
    ok &&= within;
    const shown = guard.files ? `${measured} (allowed ${guard.limitKb})` : `${(measured / KB).toFixed(1)} KB (limit ${guard.limitKb} KB)`;
    console.log(`  ${within ? 'ok' : 'OVER'} ${guard.what}: ${shown}`);
  }
  return ok;
}
