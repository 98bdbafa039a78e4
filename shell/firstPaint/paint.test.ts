import { describe, expect, it } from 'vitest';
import { createTranslate, shellMessages } from '../strings.js';
import { paintFirstForm } from './paint.js';

const t = createTranslate(shellMessages);
const tabs = [
  { id: 'form.tab.sms', input: 'phone', submitLabel: 'form.submit.sms' },
  { id: 'form.tab.whatsapp', input: 'phone', submitLabel: 'form.submit.whatsapp' },
] as const;

describe('paintFirstForm', () => {
  it("is the container's only content, as React hydrates the whole container", () => {
    const container = document.createElement('div');
    container.append('\n  ', document.createElement('span'), 'Loading…');
    paintFirstForm(container, tabs, t);
    expect(container.childNodes).toHaveLength(1);
    expect((container.firstChild as HTMLElement).hasAttribute('data-latch')).toBe(true);
  });

  it('hands over the tab chosen by keyboard', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const painted = paintFirstForm(container, tabs, t);
    const first = container.querySelector<HTMLElement>('[role=tab]')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(container.querySelector('[aria-selected=true]')!.textContent).toBe('WhatsApp');
    expect(painted.take().tab).toBe('form.tab.whatsapp');
  });

  it('hands over a tab clicked while the widget adopts the form: the click is held from React, so it is replayed', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const painted = paintFirstForm(container, tabs, t);
    const handover = painted.take();
    const whatsapp = [...container.querySelectorAll<HTMLElement>('[role=tab]')].find((tab) => tab.textContent === 'WhatsApp')!;
    let reached = false;
    container.addEventListener('click', () => (reached = true));
    whatsapp.click();
    expect(reached).toBe(false);
    expect(handover.release?.()).toEqual({ submit: false, tab: 'form.tab.whatsapp' });
  });

  it('hands over a tab chosen by arrow key while the widget adopts the form, with focus on it', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const painted = paintFirstForm(container, tabs, t);
    const [sms, whatsapp] = [...container.querySelectorAll<HTMLElement>('[role=tab]')];
    sms!.focus();
    const handover = painted.take();
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    sms!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(whatsapp);
    expect(handover.release?.()).toEqual({ submit: false, tab: 'form.tab.whatsapp' });
  });
});
