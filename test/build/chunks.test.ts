// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { PARTS } from '../../build/parts.js';
import { callingCodes, phoneMetadataDir } from '../../build/phoneMetadata.js';
import { entryOutput, jsOutputs, pluginOf, productOutput, readMetafile, readPreloadMap, root, staticClosure } from '../../build/metafile.js';

/** Reads the metafiles written by `npm run build` (which `npm test` runs first). */
const builtPlugins = readdirSync(path.join(root, 'plugins')).filter((p) => existsSync(path.join(root, 'plugins', p, 'index.ts')));

describe.each(['vanilla', 'react'] as const)('%s build', (target) => {
  const meta = readMetafile(target);
  const [entryFile] = entryOutput(meta);
  const initial = staticClosure(meta, entryFile);
  // What every page with a client loads at once: the entry, and on the vanilla entry also the client's code, which it
  // asks for beside the widget's files when the client is created.
  const withClient =
    target === 'vanilla' ? [...initial, ...(readPreloadMap().client ?? []).map((file) => path.join('dist', 'vanilla', file))] : initial;

  it.each(builtPlugins)('puts the %s plugin in a lazy chunk of its own', (product) => {
    const chunk = productOutput(meta, product);
    expect(chunk, `no chunk for ${product}`).toBeDefined();
    expect(initial).not.toContain(chunk);
    const owners = new Set(Object.keys(meta.outputs[chunk!]!.inputs).map(pluginOf).filter(Boolean));
    expect([...owners]).toEqual([product]);
  });

  // Passwords shares the users module and the magic-link authenticate with the client's lazy calls, OAuth its
  // return call with the lazy redirect helper and, on the vanilla entry, whose client is lazy, base64url (the One Tap
  // nonce) with the client's PKCE: small files preloaded with the chunk that imports them. The six digit boxes of the
  // shell's kit (imported by path, not through its index) and the one-time passcode calls are one-time passcodes' and
  // the second factor's; the second factor also shares the users module and, on the vanilla entry, the step-up's error
  // with the client's lazy step-up. Its phone screen's field is in the widget's files, and the field's code a part of
  // its own, fetched when the field shows (shell/form/phoneForm.ts).
  const codeBoxes = ['shell/ui/DigitInput.tsx', 'shell/ui/digitInput.css.ts', 'shell/ui/digits.ts'];
  const shared: Record<string, string[]> = {
    otp: ['core/api/otps.ts', ...codeBoxes],
    mfa: ['core/api/otps.ts', 'core/api/users.ts', ...(target === 'vanilla' ? ['core/stepUp.ts'] : []), ...codeBoxes],
    passwords: ['core/api/magicLinkAuthenticate.ts', 'core/api/users.ts'],
    oauth: ['core/api/oauthReturn.ts'],
  };
  const inputsOf = (files: string[]) => files.flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
  // A stylesheet's generated module (`latch-css:…`, named after its CSS) goes wherever its .css.ts source does.
  const sources = (inputs: string[]) => inputs.filter((input) => !input.startsWith('latch-css:'));

  // A file a chunk imports is only discovered once the chunk has arrived: one more round trip, unless someone asked
  // for it sooner. The vanilla entry asks for every file of the widget and of each listed product at mount, in one
  // wave (shell/preload.ts); a React host's own bundler decides its files, so there the chunk must need nothing more.
  if (target === 'vanilla') {
    const preload = readPreloadMap();
    const asDist = (file: string) =>
      path
        .relative(path.join(root, 'dist', 'vanilla'), path.join(root, file))
        .split(path.sep)
        .join('/');
    it('preloads the phone field’s part, the phone library and the default region’s metadata (calling code 1), so a phone form starts no chain', () => {
      const output = (module: string) => jsOutputs(meta).find(([, out]) => out.entryPoint === module)![0];
      const [field, phone, us] = ['shell/form/phoneForm.ts', 'shell/form/phone/phoneLib.ts', 'phone-metadata:1/phone-metadata'].map(output);
      const needed = [field!, phone!, us!]
        .flatMap((file) => staticClosure(meta, file))
        .filter((file) => !initial.includes(file))
        .map(asDist);
      expect(needed).toEqual(expect.arrayContaining([field, us].map((file) => asDist(file!))));
      expect([...(preload.phone ?? [])].sort()).toEqual([...new Set(needed)].sort());
    });

    it.each(Object.keys(PARTS).filter((part) => part !== 'phone'))(
      'preloads every file the %s part needs beyond the initial load, at mount (no second round trip)',
      (part) => {
        const chunk = jsOutputs(meta).find(([, out]) => out.entryPoint === PARTS[part]![0])![0];
        const needed = staticClosure(meta, chunk)
          .filter((file) => !initial.includes(file))
          .map(asDist);
        expect(needed).toContain(asDist(chunk));
        expect([...(preload[part] ?? [])].sort()).toEqual(needed.sort());
      },
    );

    // What the products share with the widget (React, the runtime, the screen kit) is in one file of the widget's, so
    // a product adds a single file to the wave, besides the lazy calls above.
    it.each(builtPlugins)("the %s part adds to the widget's files only its own chunk and the lazy calls it shares", (product) => {
      const widget = preload.widget ?? [];
      // The widget's own module re-exports that file, which holds the rest of the widget too.
      const widgetModule = asDist(jsOutputs(meta).find(([, out]) => out.entryPoint === 'shell/renderWidget.ts')![0]);
      const widgetShared = widget.filter((file) => file !== widgetModule);
      expect(widgetShared).toHaveLength(1);
      const chunk = asDist(productOutput(meta, product)!);
      const beyond = (preload[product] ?? []).filter((file) => file !== chunk && !widget.includes(file));
      expect(preload[product]).toEqual(expect.arrayContaining([chunk, ...widgetShared]));
      expect(sources(inputsOf(beyond.map((file) => path.join('dist', 'vanilla', file)))).sort()).toEqual([...(shared[product] ?? [])].sort());
    });
  } else {
    it.each(builtPlugins)('the %s chunk needs no file beyond the initial load but its own and the lazy calls it shares', (product) => {
      const chunk = productOutput(meta, product)!;
      const beyond = staticClosure(meta, chunk).filter((file) => file !== chunk && !initial.includes(file));
      expect(sources(inputsOf(beyond)).sort()).toEqual([...(shared[product] ?? [])].sort());
    });
  }

  // A form with a phone channel asks for the field's part as the products are asked for: one file more, needing none.
  it('makes the phone field’s part one file beyond what a product’s wave holds', () => {
    const part = jsOutputs(meta).find(([, out]) => out.entryPoint === 'shell/form/phoneForm.ts')![0];
    const wave = [...staticClosure(meta, productOutput(meta, 'otp')!), ...withClient];
    expect(staticClosure(meta, part).filter((file) => !wave.includes(file))).toEqual([part]);
  });

  it('keeps every plugin module out of the initial load', () => {
    const leaked = withClient.flatMap((file) => Object.keys(meta.outputs[file]!.inputs)).filter((input) => pluginOf(input));
    expect(leaked).toEqual([]);
  });

  it('keeps each plugin module in exactly one output', () => {
    const seen = new Map<string, string[]>();
    for (const [file, out] of jsOutputs(meta)) {
      for (const input of Object.keys(out.inputs)) if (pluginOf(input)) seen.set(input, [...(seen.get(input) ?? []), file]);
    }
    expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  const isPhoneLib = (input: string) => input.includes('node_modules/libphonenumber-js/');
  const phoneGroups = () => jsOutputs(meta).filter(([, out]) => /^phone-metadata:\d+\//.test(out.entryPoint ?? ''));

  it('loads libphonenumber-js only in a lazy chunk of its own, with the table of calling codes and no numbering plan', () => {
    const inputsOf = (files: string[]) => files.flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
    const holders = jsOutputs(meta).filter(([, out]) => Object.keys(out.inputs).some(isPhoneLib));
    expect(holders.map(([file]) => file)).toHaveLength(1);
    const [phoneChunk, out] = holders[0]!;
    expect(initial).not.toContain(phoneChunk);
    expect(
      Object.keys(out.inputs)
        .filter((i) => !isPhoneLib(i))
        .sort(),
    ).toEqual(['latch-modern-phone-lib:libphonenumber-js/core', 'phone-metadata:codes/phone-metadata', 'shell/form/phone/phoneLib.ts']);
    // The library's modern build (build/modernPhoneLib.ts), none of its down-levelled one.
    expect(Object.keys(out.inputs).filter((i) => isPhoneLib(i) && !i.includes('/libphonenumber-js/es6-modern/'))).toEqual([]);
    expect(Object.keys(out.inputs).filter((i) => /libphonenumber-js\/.*metadata.*\.json/.test(i))).toEqual([]);
    // No region's numbering plan is in it: not one national-number pattern of the full metadata appears.
    const code = readFileSync(path.join(root, phoneChunk), 'utf8');
    const plans = Object.values(fullMetadata.countries).map((plan) => JSON.stringify(plan[2]));
    expect(plans.filter((pattern) => code.includes(pattern))).toEqual([]);
    expect(code).toContain(JSON.stringify(fullMetadata.country_calling_codes['44']));
    expect(inputsOf(withClient).filter(isPhoneLib)).toEqual([]);
    for (const product of ['emailMagicLinks', 'otp']) {
      expect(inputsOf(staticClosure(meta, productOutput(meta, product)!)).filter(isPhoneLib), product).toEqual([]);
    }
  });

  it('puts each calling code’s metadata in a lazy chunk of its own, reached only from the phone chunk', () => {
    const groups = phoneGroups();
    expect(groups.map(([, out]) => /^phone-metadata:(\d+)\//.exec(out.entryPoint!)![1]).sort()).toEqual(callingCodes().sort());
    // Named by calling code in one folder named after the metadata, so a path changes with its content.
    const dir = phoneMetadataDir();
    expect(dir).toMatch(/^chunks\/phone-metadata-[A-Z0-9]{8}$/);
    for (const [file, out] of groups) expect(file).toBe(`dist/${target}/${dir}/${/^phone-metadata:(\d+)\//.exec(out.entryPoint!)![1]}.js`);
    for (const [file, out] of groups) {
      expect(Object.keys(out.inputs)).toEqual([out.entryPoint]);
      expect(initial).not.toContain(file);
      const importers = jsOutputs(meta).filter(([, o]) => o.imports.some((imp) => imp.path === file));
      expect(importers.map(([, o]) => [o.entryPoint, o.imports.find((imp) => imp.path === file)!.kind])).toEqual([
        ['shell/form/phone/phoneLib.ts', 'dynamic-import'],
      ]);
      // Whatever else a group needs is loaded with the entry already: it costs one request.
      expect(staticClosure(meta, file).filter((f) => f !== file && !initial.includes(f))).toEqual([]);
    }
    const us = groups.find(([, out]) => out.entryPoint === 'phone-metadata:1/phone-metadata')![0];
    expect(readFileSync(path.join(root, us), 'utf8')).toContain(JSON.stringify(fullMetadata.countries.CA![2]));
  });

  it('keeps immer out of the first wave: one lazy chunk of produce alone, fetched once the products are in', () => {
    const isImmer = (input: string) => input.includes('node_modules/immer/');
    const holders = jsOutputs(meta).filter(([, out]) => Object.keys(out.inputs).some(isImmer));
    expect(holders).toHaveLength(1);
    const [immerChunk, out] = holders[0]!;
    expect(Object.keys(out.inputs).filter((i) => !isImmer(i))).toEqual(['shell/store/immer.ts']);
    const widget = target === 'vanilla' ? (readPreloadMap().widget ?? []).map((file) => path.join('dist', 'vanilla', file)) : [];
    const firstWave = staticClosure(meta, productOutput(meta, 'emailMagicLinks')!).concat(withClient, widget);
    if (target === 'vanilla') expect(widget.length).toBeGreaterThan(0);
    expect(firstWave).not.toContain(immerChunk);
    expect(firstWave.flatMap((file) => Object.keys(meta.outputs[file]!.inputs)).filter(isImmer)).toEqual([]);
  });

  it('loads the session refresher, the user calls, the magic-link authenticate, the bootstrap mapper, the plugin test kit, the errors of requests gone wrong, the texts of a refused configuration and the phone field only lazily', () => {
    const lazyOnly = [
      'core/session/refresher.ts',
      'core/session/locks.ts',
      'core/session/backoff.ts',
      'core/api/users.ts',
      'core/bootstrapMap.ts',
      'shell/testing.ts',
      'core/api/magicLinkAuthenticate.ts',
      'core/requestErrors.ts',
      'core/missingPkce.ts',
      'shell/refusalTexts.ts',
      'shell/form/PhoneField.tsx',
      'shell/form/phoneTarget.ts',
      'shell/form/usePhoneLib.ts',
    ];
    const inputs = staticClosure(meta, productOutput(meta, 'emailMagicLinks')!)
      .concat(withClient)
      .flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
    expect(inputs.filter((input) => lazyOnly.includes(input))).toEqual([]);
  });

  if (target === 'vanilla') {
    it("draws the first paint without the client's code: the transport, session manager and telemetry come in the wave", () => {
      const client = ['core/transport.ts', 'core/session/manager.ts', 'core/telemetry.ts', 'core/bootstrap.ts', 'core/client.ts'];
      const inputs = (files: string[]) => files.flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
      expect(inputs(initial).filter((input) => client.includes(input))).toEqual([]);
      expect(
        inputs(withClient)
          .filter((input) => client.includes(input))
          .sort(),
      ).toEqual([...client].sort());
    });

    it("gives the first paint the first form's styles only: the later screens' sheet comes with the widget", () => {
      const sheets = (files: string[]) =>
        files
          .flatMap((file) => Object.keys(meta.outputs[file]!.inputs))
          .filter((i) => i.startsWith('latch-css:shell/ui/'))
          .map((i) => i.replace(/\.vanilla\.css\?.*$/, ''));
      expect(sheets(initial)).toEqual(['latch-css:shell/ui/ui.css.ts']);
      const widget = (readPreloadMap().widget ?? []).map((file) => path.join('dist', 'vanilla', file));
      expect(sheets(widget)).toEqual(['latch-css:shell/ui/screen.css.ts']);
    });
  }

  it('carries no product call in the initial load: the magic-link sends come with their product', () => {
    const inputs = withClient.flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
    expect(inputs.filter((input) => /^core\/api\//.test(input)).sort()).toEqual(['core/api/sessions.ts']);
    expect(staticClosure(meta, productOutput(meta, 'emailMagicLinks')!).flatMap((file) => Object.keys(meta.outputs[file]!.inputs))).toContain(
      'core/api/magicLinks.ts',
    );
  });

  it('has exactly one copy of React (bundled for vanilla, external for react)', () => {
    const reactInputs = jsOutputs(meta).flatMap(([, out]) =>
      Object.keys(out.inputs).filter(
        (i) => /node_modules\/react(-dom)?\/cjs\/react(-dom)?\.production/.test(i) || /node_modules\/react\/cjs\/react\.production/.test(i),
      ),
    );
    const copies = reactInputs.filter((i) => /node_modules\/react\/cjs\/react\.production/.test(i));
    if (target === 'vanilla') expect(copies).toHaveLength(1);
    else expect(copies).toHaveLength(0);
  });
});

describe('lean React build (latch/react/lean)', () => {
  const meta = readMetafile('react-lean');
  /** Every input of the files `start` reaches, statically or by `import()`: all a host's bundler would emit for it. */
  const reachedInputs = (start: string) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imp of meta.outputs[file]?.imports ?? []) if (!imp.external) visit(imp.path);
    };
    visit(start);
    return [...seen].flatMap((file) => Object.keys(meta.outputs[file]!.inputs));
  };

  it('reaches no product from its entry, not even a descriptor', () => {
    expect(reachedInputs(entryOutput(meta)[0]).filter((input) => input.startsWith('plugins/'))).toEqual([]);
  });

  it.each(builtPlugins)('reaches the %s product alone from its products/ entry', (product) => {
    const products = reachedInputs(`dist/react-lean/products/${product}.js`).map((input) => /^plugins\/([^/]+)\//.exec(input)?.[1]);
    expect([...new Set(products.filter(Boolean))]).toEqual([product]);
  });
});

describe('core build', () => {
  it('has no React at all', () => {
    const meta = readMetafile('core');
    const inputs = Object.keys(meta.inputs);
    expect(inputs.filter((i) => /node_modules\/(react|react-dom|zustand|immer)\//.test(i))).toEqual([]);
    expect(inputs.filter((i) => /^(shell|plugins)\//.test(i))).toEqual([]);
  });
});
