/**
 * Writes docs/options.md from the public config types with the TypeScript compiler API: every option of the client,
 * the mount, the login config (each product's block included) and the styles, with its type, its `@default` and its
 * doc comment. `npm run docs:options` rewrites the file; test/docs/optionsDoc.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const optionsDocPath = path.join(root, 'docs/options.md');

/** Each section: the type, where the host passes it, and the module that declares it. */
const SECTIONS = [
  {
    type: 'ClientOptions',
    file: 'core/client.ts',
    title: 'Client options',
    where:
      'the second argument of `createWidgetClient(publicToken, options)` (`latch`) and `createLatchClient(publicToken, options)` (`latch/react`)',
  },
  {
    type: 'MountParams',
    file: 'shell/mount.ts',
    title: 'Mount parameters',
    where:
      'the argument of `client.mountLogin(…)` and the other mount functions; the React components take the same names as props, without `element`',
  },
  { type: 'LoginConfig', file: 'shell/registries.ts', title: 'Login config', where: "`config`: the shell's fields and each product's options block" },
  {
    type: 'WidgetStyles',
    file: 'shell/config.ts',
    title: 'Styles',
    where: '`styles`; see [theming.md](theming.md) and [theme-tokens.md](theme-tokens.md)',
  },
] as const;

interface Row {
  path: string;
  type: string;
  defaultValue: string;
  doc: string;
  /** The product whose plugin declares the option, for the login config's blocks. */
  product?: string;
}

const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  // The entries and every product, so each plugin's `declare module` augmentation of LoginConfig is in.
  const plugins = ts.sys
    .readDirectory(path.join(root, 'plugins'), ['.ts'], undefined, ['*/index.ts'])
    .filter((f) => /plugins\/[^/]+\/index\.ts$/.test(f));
  return ts.createProgram([path.join(root, 'shell/vanilla.ts'), path.join(root, 'shell/react.tsx'), ...plugins], config.options);
}

function rowsOf(checker: ts.TypeChecker, type: ts.Type, prefix: string, depth: number): Row[] {
  const rows: Row[] = [];
  for (const prop of checker.getPropertiesOfType(type)) {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    if (!decl) continue;
    const file = path.relative(root, decl.getSourceFile().fileName).split(path.sep).join('/');
    if (file.startsWith('node_modules') || file.startsWith('..')) continue;
    const propType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, decl));
    const name = `${prefix}${prop.getName()}`;
    // A block with no comment of its own (a product's `xOptions`) is described by its interface's comment.
    const doc =
      ts.displayPartsToString(prop.getDocumentationComment(checker)) ||
      ts.displayPartsToString(propType.getSymbol()?.getDocumentationComment(checker) ?? []);
    const tags = prop.getJsDocTags(checker);
    const defaultTag = tags.find((tag) => tag.name === 'default');
    const product = /^plugins\/([^/]+)\//.exec(file)?.[1];
    rows.push({
      path: name,
      type: isRecord(checker, propType) ? 'object' : typeText(checker, propType, decl),
      defaultValue: defaultTag ? ts.displayPartsToString(defaultTag.text) : '',
      doc,
      ...(product && { product }),
    });
    const element = checker.isArrayType(propType) ? checker.getTypeArguments(propType as ts.TypeReference)[0] : undefined;
    const inner = element ?? propType;
    if (depth < 4 && isRecord(checker, inner))
      rows.push(...rowsOf(checker, inner, `${name}${element ? '[]' : ''}.`, depth + 1).map((row) => ({ ...row, ...(product && { product }) })));
  }
  return rows;
}

const SECTION_TYPES = new Set<string>(SECTIONS.map((section) => section.type));

/**
 * An options object to list field by field: our own interface or literal with data fields. Not a function, a mapped
 * type (the texts), a library type, an interface of methods (callbacks, storage) or a type with its own section.
 */
function isRecord(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & ts.TypeFlags.Object) || type.getCallSignatures().length > 0) return false;
  if ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) return false;
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (symbol && SECTION_TYPES.has(symbol.getName())) return false;
  const decl = symbol?.declarations?.[0];
  if (!decl || decl.getSourceFile().fileName.includes('node_modules')) return false;
  const props = checker.getPropertiesOfType(type);
  return (
    props.length > 0 &&
    !props.every((p) => checker.getTypeOfSymbol(p).getCallSignatures().length > 0 || ts.isMethodSignature(p.valueDeclaration ?? p.declarations![0]!))
  );
}

function typeText(checker: ts.TypeChecker, type: ts.Type, decl: ts.Declaration): string {
  // A function type reads best as written (`typeof fetch`), not as its expanded overloads.
  if (type.getCallSignatures().length > 0 && ts.isPropertySignature(decl) && decl.type) return decl.type.getText();
  // A union of literals reads best spelled out (`'light' \| 'dark' \| 'auto'`), even behind an alias.
  if (type.isUnion() && type.types.every((t) => t.isLiteral() || t.flags & ts.TypeFlags.BooleanLiteral)) {
    const names = type.types.map((t) => checker.typeToString(t));
    return names.length === 2 && names.includes('true') && names.includes('false') ? 'boolean' : names.join(' | ');
  }
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope);
}

export interface OptionsDoc {
  markdown: string;
  /** Options without a doc comment: each must say what it does. */
  undocumented: string[];
  /** Every host event type (`EventRegistry`'s keys, each plugin's included), for docs/events-and-errors.md's check. */
  events: string[];
}

export function generateOptionsDoc(): OptionsDoc {
  const prog = program();
  const checker = prog.getTypeChecker();
  const undocumented: string[] = [];
  const parts = [
    '# Options',
    '',
    '<!-- Generated from the types by test/docs/optionsDoc.ts (`npm run docs:options`); do not edit by hand. -->',
    '',
    'Every option a host can set, read from the public TypeScript types, so this page cannot drift from the code: a',
    'test fails when it differs from what the generator writes. An empty default means none (the option is off or',
    'unset). Nested options are written with dots; `[]` marks the fields of each item of a list.',
    '',
  ];
  for (const section of SECTIONS) {
    const source = prog.getSourceFile(path.join(root, section.file));
    const decl =
      source &&
      ts.forEachChild(source, (node) =>
        (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name.text === section.type ? node : undefined,
      );
    if (!decl) throw new Error(`options doc: ${section.type} is not declared in ${section.file}`);
    const rows = rowsOf(checker, checker.getTypeAtLocation(decl.name), '', 0);
    undocumented.push(...rows.filter((row) => !row.doc && !row.defaultValue).map((row) => `${section.type}.${row.path}`));
    const product = section.type === 'LoginConfig';
    parts.push(`## ${section.title}`, '', `\`${section.type}\`: ${section.where}.`, '');
    parts.push(product ? '| option | type | default | product | description |' : '| option | type | default | description |');
    parts.push(product ? '|---|---|---|---|---|' : '|---|---|---|---|');
    for (const row of rows) {
      const cells = [
        `\`${row.path}\``,
        `\`${cell(row.type)}\``,
        row.defaultValue ? cell(row.defaultValue) : '',
        ...(product ? [row.product ?? ''] : []),
        cell(row.doc),
      ];
      parts.push(`| ${cells.join(' | ')} |`);
    }
    parts.push('');
  }
  const registry = prog
    .getSourceFile(path.join(root, 'shell/registries.ts'))!
    .statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'EventRegistry')!;
  const events = checker.getPropertiesOfType(checker.getTypeAtLocation(registry.name)).map((p) => p.getName());
  return { markdown: parts.join('\n'), undocumented, events };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { markdown, undocumented } = generateOptionsDoc();
  writeFileSync(optionsDocPath, markdown);
  console.log(`latch: wrote ${path.relative(root, optionsDocPath)}`);
  if (undocumented.length) console.warn(`latch: options without a doc comment:\n  ${undocumented.join('\n  ')}`);
}
