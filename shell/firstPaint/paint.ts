import type { WidgetStyles } from '../config.js';
import { regionNamer } from '../form/regionName.js';
import { domBuilder } from '../markup/dom.js';
import { logoUrl } from '../markup/logoUrl.js';
import { phoneFieldView, phoneInputProps } from '../markup/phoneView.js';
import {
  buttonView,
  emailInput,
  headingView,
  loginFormView,
  logoView,
  stackView,
  tabKeys,
  tabsView,
  textFieldView,
  toasterView,
  widgetRootView,
} from '../markup/views.js';
import { DEFAULT_REGION } from '../form/region.js';
import type { FormDraft } from '../form/drafts.js';
import { browserLanguages } from '../locale/browser.js';
import type { Translate } from '../strings.js';
import { styleVariables } from '../theme/applyStyles.js';
import { focusWithin, restoreFocus, type Handover, type HandoverSource } from './handover.js';
import type { SketchTab } from './sketch.js';

export interface FirstPaint {
  /** Stops the form's own handling and reads what the visitor did on it, for the widget that takes it over. */
  take: HandoverSource;
  /** What is typed on it now, for a mount ended before the widget took it over. */
  draft(): FormDraft;
  /**
   * Released to the widget: what is typed is in its store (and so its draft) from then on. Before, it is in the field
   * only: not yet drawn by React, not yet taken, or taken and held.
   */
  adopted(): boolean;
  remove(): void;
}

let mounts = 0;

/** What the form's elements may receive while React adopts them (see Handover.release). */
const HELD = ['input', 'change', 'beforeinput', 'keydown', 'keyup', 'keypress', 'click', 'submit'] as const;

/**
 * Draws Main as plain DOM from the same views React renders, in the widget's styles, the moment the entry runs: a
 * visitor can type, switch tabs and submit before React and the product chunks arrive. A submit waits (its button
 * busy) and is carried out by the widget, which then hydrates these very elements.
 */
export function paintFirstForm(
  container: Element,
  tabs: readonly SketchTab[],
  t: Translate,
  styles: WidgetStyles = {},
  draft?: FormDraft,
  locale?: { tag: string; dir: string },
): FirstPaint {
  const ids = `latch-first-${++mounts}`;
  const tab = tabs.find((candidate) => candidate.id === draft?.tab) ?? tabs[0]!;
  const state: Pick<Handover, 'email' | 'phone' | 'submit'> & { tab: SketchTab } = {
    tab,
    email: draft?.email ?? '',
    phone: draft?.phone ?? '',
    submit: false,
  };
  const region = draft?.region ?? DEFAULT_REGION;
  const locales = locale ? [locale.tag] : browserLanguages();

  const listening = new AbortController();
  const holding = new AbortController();
  let adopted = false;
  const domH = domBuilder(listening.signal);
  const screen = domH('div', null);
  const root = widgetRootView(
    domH,
    locale ? { dir: locale.dir, lang: locale.tag } : {},
    [screen, toasterView(domH, { label: t('toast.region'), polite: null, assertive: null })],
    styles.colorScheme,
  );
  for (const [name, value] of Object.entries(styleVariables(styles))) root.style.setProperty(name, value);

  const select = (id: string) => {
    const next = tabs.find((tab) => tab.id === id);
    if (!next || next === state.tab) return;
    state.tab = next;
    draw();
  };
  const submitButton = () => buttonView(domH, { type: 'submit', busy: state.submit }, t(state.tab.submitLabel));
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (state.submit) return;
    state.submit = true;
    // The busy button is a new element: focus, if the visitor pressed the old one, moves onto it.
    const focus = focusWithin(screen);
    screen.querySelector('button[type=submit]')?.replaceWith(submitButton());
    restoreFocus(screen, focus);
  };
  const typed = (input: 'email' | 'phone') => (event: Event) => {
    state[input] = (event.target as HTMLInputElement).value;
  };

  function formNode() {
    const inputId = `${ids}-input`;
    const field =
      state.tab.input === 'email'
        ? textFieldView(domH, {
            id: inputId,
            label: t('form.email.label'),
            input: { ...emailInput('email', t('form.email.placeholder')), value: state.email, onChange: typed('email') },
          })
        : phoneFieldView(domH, {
            id: inputId,
            label: t('form.phone.label'),
            regionLabel: t('form.phone.region'),
            dial: region.dial,
            region: region.code,
            regions: [{ code: region.code, label: t('form.phone.regionOption', { region: regionNamer(locales)(region.code), dial: region.dial }) }],
            onPick: () => undefined,
            input: { ...phoneInputProps('tel'), value: state.phone, onChange: typed('phone') },
            errorId: undefined,
          });
    const tabList =
      tabs.length > 1
        ? tabsView(domH, {
            tabs: tabs.map((tab) => ({ id: tab.id, label: t(tab.id) })),
            active: state.tab.id,
            idPrefix: ids,
            panelId: `${ids}-panel`,
            label: t('form.tabs.label'),
            onSelect: select,
          })
        : null;
    return loginFormView(domH, {
      tabs: tabList,
      panelId: `${ids}-panel`,
      labelledBy: `${ids}-${state.tab.id}`,
      field,
      submit: submitButton(),
      onSubmit,
    });
  }

  function draw() {
    const focus = focusWithin(screen);
    const logo = logoUrl(styles);
    screen.replaceChildren(
      stackView(domH, [
        logo && logoView(domH, logo),
        !styles.hideHeaderText && headingView(domH, { centered: true, children: t('main.header') }),
        formNode(),
      ]),
    );
    restoreFocus(screen, focus);
  }

  draw();
  // React hydrates the container's whole content, so nothing else may be in it (a host's whitespace or placeholder
  // would make it draw everything anew; without a first paint React would clear them too).
  container.replaceChildren(root);
  return {
    take() {
      listening.abort();
      const input = screen.querySelector<HTMLInputElement>('input[name=email], input[name=phone]');
      if (input) state[state.tab.input] = input.value;
      const late: { submit: boolean; tab?: string } = { submit: false };
      const tabIds: readonly string[] = tabs.map((tab) => tab.id);
      const heldTabKey = tabKeys(tabIds, ids, (next) => (late.tab = next));
      const hold = (event: Event) => {
        if (!(event.target instanceof Node) || !root.contains(event.target)) return;
        event.stopImmediatePropagation();
        if (event.type === 'submit') {
          event.preventDefault();
          late.submit = true;
        }
        // A tab chosen while held, by click or arrow key, is chosen once the widget has the form (an event nobody
        // handled would be lost); the arrow keys move focus at once, as the tabs pattern does.
        const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role=tab]') : null;
        const id = tab?.id.startsWith(`${ids}-`) ? tab.id.slice(ids.length + 1) : undefined;
        if (!tab || !id) return;
        if (event.type === 'click') late.tab = id;
        if (event.type === 'keydown')
          heldTabKey({ key: (event as KeyboardEvent).key, currentTarget: tab, preventDefault: () => event.preventDefault() }, tabIds.indexOf(id));
      };
      for (const type of HELD) window.addEventListener(type, hold, { capture: true, signal: holding.signal });
      const release = () => {
        adopted = true;
        holding.abort();
        return late;
      };
      const focus = focusWithin(screen);
      return {
        ids,
        tab: state.tab.id,
        email: state.email,
        phone: state.phone,
        region,
        submit: state.submit,
        release,
        refocus: (form) => restoreFocus(form, focus),
      };
    },
    draft() {
      const input = screen.querySelector<HTMLInputElement>('input[name=email], input[name=phone]');
      const typed = { email: state.email, phone: state.phone, [state.tab.input]: input?.value ?? '' };
      return { email: typed.email ?? '', phone: typed.phone ?? '', region, tab: state.tab.id };
    },
    adopted: () => adopted,
    remove() {
      holding.abort();
      root.remove();
    },
  };
}
