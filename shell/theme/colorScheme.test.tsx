import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoreClient } from '../../core/client.js';
import { renderWidget, useApi } from '../../test/support/widget.js';
import type { ColorScheme } from '../config.js';
import { paintFirstForm } from '../firstPaint/paint.js';
import { createTranslate, shellMessages } from '../strings.js';
import { darkDefaults, schemeClass, themeDefaults } from './theme.css.js';

useApi();

const clients: CoreClient[] = [];
const render = (options?: Parameters<typeof renderWidget>[0]) => clients.push(renderWidget(options).client);
// These tests end on the form the widget draws while its product downloads; with the chunk already in, the widget
// does not go on loading modules after the test file's environment is gone.
beforeAll(() => import('../../plugins/emailMagicLinks/index.js'));
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

const rootOf = () => document.querySelector<HTMLElement>('[data-latch]')!;
const schemesOn = (el: Element) => (Object.keys(schemeClass) as ColorScheme[]).filter((s) => el.classList.contains(schemeClass[s]));

describe('the colorScheme style option', () => {
  it.each(['light', 'dark', 'auto'] as const)("'%s' puts that scheme's class, and only it, on the widget root", async (colorScheme) => {
    render({ styles: { colorScheme } });
    await screen.findByLabelText('Email');
    expect(schemesOn(rootOf())).toEqual([colorScheme]);
  });

  it('is light when not given, and when an untyped host passes something else', async () => {
    render();
    render({ styles: { colorScheme: 'purple' as ColorScheme } });
    await waitFor(() => expect(screen.getAllByLabelText('Email')).toHaveLength(2));
    for (const root of document.querySelectorAll('[data-latch]')) expect(schemesOn(root)).toEqual(['light']);
  });

  it('keeps the host’s own colours in the dark scheme: they are inline on the root, above both palettes', async () => {
    render({ styles: { colorScheme: 'dark', colors: { primary: '#aa0000' } } });
    await screen.findByLabelText('Email');
    expect(rootOf().style.getPropertyValue('--latch-color-primary')).toBe('#aa0000');
  });

  it('is painted by the first paint too, so a dark page never shows the light form first', () => {
    const container = document.createElement('div');
    const tabs = [{ id: 'form.tab.email', input: 'email', submitLabel: 'form.submit.email' }] as const;
    paintFirstForm(container, tabs, createTranslate(shellMessages), { colorScheme: 'auto' });
    expect(schemesOn(container.firstElementChild!)).toEqual(['auto']);
  });
});

describe('the dark palette', () => {
  it('gives every token a value and changes the colours, not the sizes or the font', () => {
    expect(Object.keys(darkDefaults)).toEqual(Object.keys(themeDefaults));
    expect(darkDefaults.color).not.toEqual(themeDefaults.color);
    expect(darkDefaults.button.height).toBe(themeDefaults.button.height);
    expect(darkDefaults.container.width).toBe(themeDefaults.container.width);
    expect(darkDefaults.font).toEqual(themeDefaults.font);
  });
});
