import { describe, expect, it } from 'vitest';
import { mergeExternalImports } from './mergeImports.js';

const EXTERNALS = ['react', 'react/jsx-runtime'];
const blank = (statement: string) => ' '.repeat(statement.length);

describe('mergeExternalImports', () => {
  it('binds every name of a module imported several times in one statement, at the end, before the source map link', () => {
    const [s1, s2, s3] = ['import{useState as a}from"react";', 'import b from"react";', 'import{useState as d,useRef as e}from"react";'];
    const jsx = 'import{jsx as c}from"react/jsx-runtime";';
    const code = `${s1}var x=1;${s2}${jsx}function f(){}${s3}export{f};\n//# sourceMappingURL=index.js.map\n`;
    expect(mergeExternalImports(code, EXTERNALS)).toBe(
      `${blank(s1)}var x=1;${blank(s2)}${jsx}function f(){}${blank(s3)}export{f};\n` +
        'import b,{useState as a,useState as d,useRef as e} from"react";\n//# sourceMappingURL=index.js.map\n',
    );
  });

  it('moves no other character, so the source map still holds', () => {
    const line = 'import{a as x}from"react";let y=x;import{b as z}from"react";console.log(y,z);';
    const merged = mergeExternalImports(`${line}\n//# sourceMappingURL=a.js.map\n`, EXTERNALS);
    const [first] = merged.split('\n');
    expect(first).toHaveLength(line.length);
    expect(first).toBe(`${blank('import{a as x}from"react";')}let y=x;${blank('import{b as z}from"react";')}console.log(y,z);`);
  });

  it("names several defaults, and leaves namespace, bare and other modules' imports alone", () => {
    const [p, q] = ['import p from"react";', 'import q from"react";'];
    const kept = 'import*as n from"react";import"react";';
    const local = 'import{k}from"./index.js";import{r}from"./index.js";';
    expect(mergeExternalImports(`${p}${kept}${q}${local}`, EXTERNALS)).toBe(`${blank(p)}${kept}${blank(q)}${local}\nimport p,{default as q} from"react";\n`);
  });

  it('changes nothing when each module is imported once', () => {
    const code = 'import{useState as a}from"react";import{jsx as b}from"react/jsx-runtime";a(),b();\n';
    expect(mergeExternalImports(code, EXTERNALS)).toBe(code);
  });

  it('does not take import-like text inside an expression for a statement', () => {
    const text = 'var s="x import{a}from\\"react\\"";';
    const merged = mergeExternalImports(`${text}import{b as c}from"react";import{d as e}from"react";`, EXTERNALS);
    expect(merged.startsWith(text)).toBe(true);
    expect(merged.endsWith('\nimport {b as c,d as e} from"react";\n')).toBe(true);
  });
});
