import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, useApi } from '../../test/support/widget.js';
import { styleVariables } from './applyStyles.js';
import { themeDefaults, vars } from './theme.css.js';

/**
 * The public CSS custom-property names of the theme tokens (docs/theme-tokens.md). Plugins outside the repo and
 * host stylesheets rely on them: a change here is a breaking change, not a refactor.
 */
const publicNames: Record<string, string> = {
  'color.primary': '--latch-color-primary',
  'color.secondary': '--latch-color-secondary',
  'color.success': '--latch-color-success',
  'color.error': '--latch-color-error',
  'color.text': '--latch-color-text',
  'color.muted': '--latch-color-muted',
  'color.border': '--latch-color-border',
  'color.subtle': '--latch-color-subtle',
  'container.background': '--latch-container-background',
  'container.border': '--latch-container-border',
  'container.radius': '--latch-container-radius',
  'container.width': '--latch-container-width',
  'container.padding': '--latch-container-padding',
  'button.primaryBg': '--latch-button-primary-bg',
  'button.primaryText': '--latch-button-primary-text',
  'button.primaryBorder': '--latch-button-primary-border',
  'button.primaryRadius': '--latch-button-primary-radius',
  'button.secondaryBg': '--latch-button-secondary-bg',
  'button.secondaryText': '--latch-button-secondary-text',
  'button.secondaryBorder': '--latch-button-secondary-border',
  'button.secondaryRadius': '--latch-button-secondary-radius',
  'button.height': '--latch-button-height',
  'input.background': '--latch-input-background',
  'input.text': '--latch-input-text',
  'input.placeholder': '--latch-input-placeholder',
  'input.border': '--latch-input-border',
  'input.radius': '--latch-input-radius',
  'font.family': '--latch-font-family',
  'spinner.duration': '--latch-spinner-duration',
};

/** Every leaf of a token object, by dotted path. */
function leaves(obj: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, leaves(value, path));
    else out[path] = value;
  }
  return out;
}

useApi();

const tokens = leaves(vars);

describe('theme tokens', () => {
  it('has exactly the pinned set of tokens (a renamed, added or removed token fails here)', () => {
    expect(Object.keys(tokens).sort()).toEqual(Object.keys(publicNames).sort());
  });

  it.each(Object.entries(publicNames))('vars.%s is var(%s)', (path, name) => {
    expect(tokens[path]).toBe(`var(${name})`);
  });

  it('spells vars.color.primary as the documented example', () => {
    expect(vars.color.primary).toBe('var(--latch-color-primary)');
    expect(vars.button.height).toBe('var(--latch-button-height)');
  });

  it('has a default for every token and for nothing else', () => {
    const defaults = leaves(themeDefaults);
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(tokens).sort());
    for (const value of Object.values(defaults)) expect(value).toEqual(expect.stringMatching(/\S/));
  });
});

describe('styleVariables (host styles)', () => {
  it('sets --latch-color-primary from colors.primary', () => {
    const out = styleVariables({ colors: { primary: '#aa0000' } });
    expect(out['--latch-color-primary']).toBe('#aa0000');
    // colors.primary also drives the text colour and the primary button, as before.
    expect(out).toEqual({
      '--latch-color-primary': '#aa0000',
      '--latch-color-text': '#aa0000',
      '--latch-button-primary-bg': '#aa0000',
      '--latch-button-primary-border': '#aa0000',
    });
  });

  it('only ever sets public token names', () => {
    const out = styleVariables({
      container: { backgroundColor: '#010101', borderColor: '#020202', borderRadius: '1px', width: '300px', padding: '2px' },
      colors: { primary: '#030303', secondary: '#040404', success: '#050505', error: '#060606' },
      buttons: {
        primary: { backgroundColor: '#070707', textColor: '#080808', borderColor: '#090909', borderRadius: '3px' },
        secondary: { backgroundColor: '#0a0a0a', textColor: '#0b0b0b', borderColor: '#0c0c0c', borderRadius: '4px' },
      },
      inputs: { backgroundColor: '#0d0d0d', textColor: '#0e0e0e', placeholderColor: '#0f0f0f', borderColor: '#101010', borderRadius: '5px' },
      fontFamily: 'Georgia, serif',
    });
    const known = new Set(Object.values(publicNames));
    expect(Object.keys(out).length).toBeGreaterThan(20);
    for (const name of Object.keys(out)) expect(known, name).toContain(name);
  });

  it('sets them on each widget root, so two widgets with different styles stay apart', async () => {
    renderWidget({ styles: { colors: { primary: '#aa0000' } } });
    renderWidget({ styles: { buttons: { primary: { borderRadius: '9px' } } } });
    await waitFor(() => expect(screen.getAllByLabelText('Email')).toHaveLength(2));
    const [a, b] = [...document.querySelectorAll<HTMLElement>('[data-latch]')];
    expect(a!.style.getPropertyValue('--latch-color-primary')).toBe('#aa0000');
    expect(a!.style.getPropertyValue('--latch-button-primary-radius')).toBe('');
    expect(b!.style.getPropertyValue('--latch-color-primary')).toBe('');
    expect(b!.style.getPropertyValue('--latch-button-primary-radius')).toBe('9px');
    expect(document.documentElement.style.getPropertyValue('--latch-color-primary')).toBe('');
  });
});

describe('docs/theme-tokens.md', () => {
  const doc = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/theme-tokens.md'), 'utf8');
  // Table rows: | `--latch-…` | `default` | what it styles |
  const rows = new Map([...doc.matchAll(/^\|\s*`(--latch-[a-z-]+)`\s*\|\s*`([^`]*)`\s*\|/gm)].map((m) => [m[1], m[2]] as const));

  it('documents every token with its default', () => {
    const defaults = leaves(themeDefaults);
    const expected = new Map(Object.entries(publicNames).map(([path, name]) => [name, defaults[path]]));
    expect(rows).toEqual(expected);
  });
});
