// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { builtInProducts } from '../../shell/loader.js';
import { sourceFiles } from './imports.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const LOADER = path.join('shell', 'loader.ts');
const PRODUCT_IDS = path.join('shell', 'productIds.ts');
const posix = (file: string) => file.split(path.sep).join('/');

/** The built-in product ids: the keys of the loader table, read from its source so a new product line is covered at once. */
function builtInIds(loaderSource: string): string[] {
  const ids: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'builtInProducts' && node.initializer) {
      let table = node.initializer;
      while (ts.isAsExpression(table) || ts.isSatisfiesExpression(table)) table = table.expression;
      if (ts.isObjectLiteralExpression(table))
        for (const property of table.properties) if (property.name && ts.isIdentifier(property.name)) ids.push(property.name.text);
    }
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(LOADER, loaderSource, ts.ScriptTarget.Latest, true));
  return ids;
}

/** The options blocks plugins add to LoginConfig (`otpOptions`…), read from their `interface LoginConfig` augmentations, with the plugin folder each is in. */
function declaredOptionBlocks(): { block: string; owner: string }[] {
  const files = sourceFiles('plugins', root).filter((f) => !isTest(f));
  return files.flatMap((f) =>
    [...read(f).matchAll(/interface LoginConfig\s*\{([^}]*)\}/g)].flatMap((m) =>
      [...m[1]!.matchAll(/(\w+)\??\s*:/g)].map((k) => ({ block: k[1]!, owner: pluginOf(f)! })),
    ),
  );
}
/** The plugin folder a file is in (`plugins/<folder>/…`), or undefined outside plugins/. */
function pluginOf(file: string): string | undefined {
  const [top, folder] = posix(file).split('/');
  return top === 'plugins' ? folder : undefined;
}

const ids = builtInIds(read(LOADER));
/** Each name's product: an id is its own; its options block by the config's naming (`otpOptions`, `passwordOptions` for passwords, `passkeyOptions`…) is the id's; every declared block is its plugin's. */
const owners = new Map<string, string>([
  ...ids.flatMap((id) => [id, `${id}Options`, `${id.replace(/s$/, '')}Options`].map((name): [string, string] => [name, id])),
  ...declaredOptionBlocks().map(({ block, owner }): [string, string] => [block, owner]),
]);
const names = [...owners.keys()];
const NAME = new RegExp(`(?<![\\w$])(?:${names.join('|')})(?![\\w$])`, 'g');

/** `code`: an identifier or keyword; `literal`: inside a string, template, regex or JSX text; `comment`: in the trivia between tokens. */
type Kind = 'code' | 'literal' | 'comment';
interface Finding {
  file: string;
  pos: number;
  line: number;
  token: string;
  kind: Kind;
}

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);
const isJsDoc = (node: ts.Node) => node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;

const parse = (file: string, source: string) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/**
 * Every product name in a file, token by token (the TypeScript parser's own tokens, so `//` in a URL is no
 * comment and a comment's words are never code). Comments are what lies between tokens, JSDoc included.
 */
function scan(file: string, source: string): Finding[] {
  const sf = parse(file, source);
  const out: Finding[] = [];
  const match = (text: string, offset: number, kind: Kind) => {
    for (const m of text.matchAll(NAME)) {
      const pos = offset + m.index;
      out.push({ file, pos, line: sf.getLineAndCharacterOfPosition(pos).line + 1, token: m[0], kind });
    }
  };
  let last = 0;
  const visit = (node: ts.Node): void => {
    if (isJsDoc(node)) return;
    const children = node.getChildren(sf);
    if (children.length > 0) return children.forEach(visit);
    // JSX text has no trivia of its own (skipping "trivia" would eat a leading `//` of the text).
    const start = ts.isJsxText(node) ? node.pos : node.getStart(sf);
    match(source.slice(last, start), last, 'comment');
    match(source.slice(start, node.end), start, LITERALS.has(node.kind) ? 'literal' : 'code');
    last = node.end;
  };
  visit(sf);
  return out;
}

/**
 * Where core names a product because the provider's API does, not because it knows the widget's products.
 * Each entry is one file and one token in one kind of position; an entry that matches nothing fails the suite.
 */
const ALLOWED: { file: string; token: string; kind: Exclude<Kind, 'comment'>; reason: string }[] = [
  {
    file: 'core/api/passwords.ts',
    token: 'passwords',
    kind: 'literal',
    reason: "the passwords API module: the provider's /passwords/* paths, its checkArgs method names and its PKCE flow",
  },
  {
    file: 'core/api/passwordChanges.ts',
    token: 'passwords',
    kind: 'literal',
    reason:
      "the signed-in user's password changes: the provider's /passwords/session/reset and /passwords/existing_password/reset paths and their checkArgs method names",
  },
  {
    file: 'core/storage.ts',
    token: 'passwords',
    kind: 'literal',
    reason: 'a PKCE flow of the published client: its localStorage key ends in PKCE_VERIFIER:passwords',
  },
  {
    file: 'core/storage.ts',
    token: 'oauth',
    kind: 'literal',
    reason: 'a PKCE flow of the published client: its localStorage key ends in PKCE_VERIFIER:oauth',
  },
  { file: 'core/api/users.ts', token: 'oauth', kind: 'literal', reason: "the provider's factor kind in DELETE /users/oauth/:id" },
  {
    file: 'core/headless.ts',
    token: 'passwords',
    kind: 'literal',
    reason: 'its import of core/api/passwords.js, the module of the passwords API calls',
  },
  {
    file: 'core/headless.ts',
    token: 'passwords',
    kind: 'code',
    reason: "the headless client's passwords namespace, named like the published client's",
  },
  {
    file: 'core/api/oauth.ts',
    token: 'oauth',
    kind: 'literal',
    reason:
      "the OAuth API module: the provider's /oauth/* and /v1/public/oauth/* paths, its stytch_token_type value, its checkArgs method names and its PKCE flow",
  },
  { file: 'core/headless.ts', token: 'oauth', kind: 'literal', reason: 'its import of core/api/oauth.js, the module of the OAuth API calls' },
  {
    file: 'core/api/oauthAttach.ts',
    token: 'oauth',
    kind: 'literal',
    reason: "the provider's /oauth/attach path, its checkArgs method name and its import of core/api/oauth.js's types",
  },
  { file: 'core/headless.ts', token: 'oauth', kind: 'code', reason: "the headless client's oauth namespace, named like the published client's" },
  { file: 'core/index.ts', token: 'oauth', kind: 'literal', reason: 'its export of the OAuth return helper from core/api/oauth.js' },
  {
    file: 'core/api/oauthReturn.ts',
    token: 'oauth',
    kind: 'literal',
    reason: "the end of the OAuth API's return trip: the provider's /oauth/authenticate path, its checkArgs method name and its PKCE flow",
  },
  {
    file: 'core/redirect.ts',
    token: 'oauth',
    kind: 'literal',
    reason: "the provider's stytch_token_type value of a social sign-in's return, and its import of core/api/oauth.js for that return",
  },
  {
    file: 'core/redirectAddress.ts',
    token: 'oauth',
    kind: 'literal',
    reason: "the provider's stytch_token_type value of a social sign-in's return, read from the address",
  },
  {
    file: 'core/api/idp.ts',
    token: 'oauth',
    kind: 'literal',
    reason: "the identity-provider API module: the provider's /oauth/authorize and /oauth/logout paths",
  },
  { file: 'core/headless.ts', token: 'idp', kind: 'literal', reason: 'its import of core/api/idp.js, the module of the identity-provider API calls' },
  {
    file: 'core/pkce.ts',
    token: 'crypto',
    kind: 'code',
    reason: 'the Web Crypto global (crypto.subtle, crypto.getRandomValues), not the crypto-wallets product',
  },
  { file: 'core/telemetry.ts', token: 'crypto', kind: 'code', reason: 'the Web Crypto global (crypto.randomUUID), not the crypto-wallets product' },
];

/**
 * The loader table, the default products list and the imports of the products' descriptors (`../plugins/<id>/product.js`):
 * the one place the shell names products (their initializers and those imports, not the rest of the file).
 */
function loaderRanges(source: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      ['builtInProducts', 'DEFAULT_PRODUCTS'].includes(node.name.text) &&
      node.initializer
    ) {
      ranges.push([node.initializer.getStart(), node.initializer.end]);
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^\.\.\/plugins\/\w+\/product\.js$/.test(node.moduleSpecifier.text)
    ) {
      ranges.push([node.getStart(), node.end]);
    }
    node.forEachChild(visit);
  };
  visit(parse(LOADER, source));
  return ranges;
}
/** The union of the built-in ids (`BuiltInProductId`), which the loader table satisfies: its type, not the rest of the file. */
function idUnionRanges(source: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'BuiltInProductId') ranges.push([node.type.getStart(), node.type.end]);
    node.forEachChild(visit);
  };
  visit(parse(PRODUCT_IDS, source));
  return ranges;
}
const allowedBy = (f: Finding) => ALLOWED.find((a) => a.file === posix(f.file) && a.token === f.token && a.kind === f.kind);

/** The names in one file's code that neither the allow-list nor the loader table and the id union cover. */
function violations(file: string, source: string): Finding[] {
  const table = file === LOADER ? loaderRanges(source) : file === PRODUCT_IDS ? idUnionRanges(source) : [];
  return scan(file, source).filter((f) => f.kind !== 'comment' && !allowedBy(f) && !table.some(([start, end]) => f.pos >= start && f.pos < end));
}
const show = (findings: Finding[]) => findings.map((f) => `${posix(f.file)}:${f.line} ${f.kind} ${f.token}`);

const files = ['shell', 'core'].flatMap((dir) => sourceFiles(dir, root)).filter((f) => !isTest(f));

/** DESIGN "the shell itself names no product": adding a product touches the loader table, the id union it satisfies and its own folder, nothing else. */
describe('product names in shell and core', () => {
  it('reads the product ids from the loader table', () => {
    expect(ids).toEqual(Object.keys(builtInProducts));
    expect(names).toEqual(
      expect.arrayContaining(['otp', 'passwords', 'emailMagicLinks', 'otpOptions', 'passwordOptions', 'emailMagicLinksOptions', 'passkeyOptions']),
    );
  });

  it('no non-test module of shell or core names a product outside the loader table and the allow-list', () => {
    expect(show(files.flatMap((f) => violations(f, read(f))))).toEqual([]);
  });

  it('every allow-list entry still matches something', () => {
    const findings = files.flatMap((f) => scan(f, read(f)));
    expect(ALLOWED.filter((a) => !findings.some((f) => allowedBy(f) === a)).map((a) => `${a.file} ${a.kind} ${a.token}`)).toEqual([]);
  });

  it('finds a product named in code, strings and option blocks, but not in comments', () => {
    const sample = [
      '// otpOptions, in a comment, is prose',
      "/** @default ['emailMagicLinks'] */",
      'const methods = config.otpOptions?.methods;',
      "const flow = 'passwords';",
      'const url = `https://example.com/${id}/idp`;',
      'const digest = crypto.subtle;',
      "const wallet = 'crypto_wallets';",
    ].join('\n');
    expect(show(violations(path.join('shell', 'sample.ts'), sample))).toEqual([
      'shell/sample.ts:3 code otpOptions',
      'shell/sample.ts:4 literal passwords',
      'shell/sample.ts:5 literal idp',
      'shell/sample.ts:6 code crypto',
    ]);
    expect(
      scan(path.join('shell', 'sample.ts'), sample)
        .filter((f) => f.kind === 'comment')
        .map((f) => f.token),
    ).toEqual(['otpOptions', 'emailMagicLinks']);
  });

  it('allows an entry only in its own file and kind of position', () => {
    const pkce = path.join('core', 'pkce.ts');
    expect(show(violations(pkce, "crypto.getRandomValues(words);\nconst product = 'crypto';"))).toEqual(['core/pkce.ts:2 literal crypto']);
    const loader = [
      "import otp from '../plugins/otp/product.js';",
      "import { otpOptions } from '../plugins/otp/options.js';",
      'export const builtInProducts = { otp } as const;',
      "const extra = 'otp';",
    ].join('\n');
    expect(show(violations(LOADER, loader))).toEqual([
      'shell/loader.ts:2 code otpOptions',
      'shell/loader.ts:2 literal otp',
      'shell/loader.ts:4 literal otp',
    ]);
    expect(builtInIds(loader)).toEqual(['otp']);
    const union = "export type BuiltInProductId = 'otp' | 'idp';\nexport const first: BuiltInProductId = 'otp';";
    expect(show(violations(PRODUCT_IDS, union))).toEqual(['shell/productIds.ts:2 literal otp']);
  });
});

/**
 * Where a plugin names another product's word for something else. Each entry is one file and one token in one kind of
 * position; an entry that matches nothing fails the suite.
 */
const PLUGIN_ALLOWED: typeof ALLOWED = [
  {
    file: 'plugins/passkeys/messages.ts',
    token: 'passwords',
    kind: 'literal',
    reason: 'English prose in Passkey setup\'s text ("complex passwords"), not the passwords product',
  },
];

/** The names of other products in one plugin file's code: its own id and options block are its business, another's are not. */
function foreignNames(file: string, source: string): Finding[] {
  const own = pluginOf(file);
  const allowed = (f: Finding) => PLUGIN_ALLOWED.some((a) => a.file === posix(f.file) && a.token === f.token && a.kind === f.kind);
  return scan(file, source).filter((f) => f.kind !== 'comment' && owners.get(f.token) !== own && !allowed(f));
}
const pluginFiles = sourceFiles('plugins', root).filter((f) => !isTest(f));

/**
 * DESIGN "plugins never import each other" holds for what they read too: a plugin that needs a fact about another
 * product (how many buttons it puts on Main) gets it from the shell, never by reading the other's id or options block.
 */
describe('product names in plugins', () => {
  it("no non-test module of a plugin names another product's id or options block", () => {
    expect(show(pluginFiles.flatMap((f) => foreignNames(f, read(f))))).toEqual([]);
  });

  it('every plugin allow-list entry still matches something', () => {
    const findings = pluginFiles.flatMap((f) => scan(f, read(f)));
    expect(
      PLUGIN_ALLOWED.filter((a) => !findings.some((f) => a.file === posix(f.file) && a.token === f.token && a.kind === f.kind)).map(
        (a) => `${a.file} ${a.kind} ${a.token}`,
      ),
    ).toEqual([]);
  });

  it("finds another product's id or options block, read however, but not the plugin's own", () => {
    const sample = [
      '// oauth, in a comment, is prose',
      "const social = config.products.includes('oauth');",
      "const block = 'oauthOptions' in config ? config.oauthOptions : undefined;",
      'const methods = config.otpOptions?.methods;',
      "const own = config.products.includes('crypto');",
    ].join('\n');
    expect(show(foreignNames(path.join('plugins', 'crypto', 'sample.ts'), sample))).toEqual([
      'plugins/crypto/sample.ts:2 literal oauth',
      'plugins/crypto/sample.ts:3 literal oauthOptions',
      'plugins/crypto/sample.ts:3 code oauthOptions',
      'plugins/crypto/sample.ts:4 code otpOptions',
    ]);
    expect(
      show(foreignNames(path.join('plugins', 'oauth', 'sample.ts'), "const providers = config.oauthOptions?.providers;\nconst id = 'oauth';")),
    ).toEqual([]);
  });
});
