import { afterEach, describe, expect, it } from 'vitest';
import { domBuilder } from './dom.js';
import { tabsView } from './views.js';

const TABS = [
  { id: 'sms', label: 'Text' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
];

/** The tab list as the first paint draws it; React keeps the same elements across a selection, and so does this. */
function renderTabs(initial: string) {
  const container = document.createElement('div');
  document.body.append(container);
  let active = initial;
  const onSelect = (tab: string) => {
    active = tab;
  };
  container.append(tabsView(domBuilder(), { tabs: TABS, active, idPrefix: 'tab', panelId: 'panel', label: 'Sign-in method', onSelect }));
  const tab = (id: string) => container.querySelector<HTMLElement>(`#tab-${id}`)!;
  /** Presses a key on the focused tab; true when the page's default action (scrolling) was prevented. */
  const press = (key: string) => !document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  return { tab, press, selected: () => active };
}

afterEach(() => document.body.replaceChildren());

describe('tabKeys: the WAI-ARIA tabs keys', () => {
  it('Home and End select and focus the first and the last tab, without scrolling the page', () => {
    const tabs = renderTabs('whatsapp');
    tabs.tab('whatsapp').focus();
    expect(tabs.press('End')).toBe(true);
    expect(tabs.selected()).toBe('email');
    expect(document.activeElement).toBe(tabs.tab('email'));
    expect(tabs.press('Home')).toBe(true);
    expect(tabs.selected()).toBe('sms');
    expect(document.activeElement).toBe(tabs.tab('sms'));
  });

  it('the arrow keys still wrap around', () => {
    const tabs = renderTabs('sms');
    tabs.tab('sms').focus();
    tabs.press('ArrowLeft');
    expect(tabs.selected()).toBe('email');
    tabs.press('ArrowRight');
    expect(tabs.selected()).toBe('sms');
    expect(document.activeElement).toBe(tabs.tab('sms'));
  });

  it('leaves other keys alone', () => {
    const tabs = renderTabs('sms');
    tabs.tab('sms').focus();
    expect(tabs.press('a')).toBe(false);
    expect(tabs.press('Tab')).toBe(false);
    expect(tabs.selected()).toBe('sms');
  });
});
