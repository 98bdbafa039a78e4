import { form as formClass, tab as tabClass, tabList } from '../form/form.css.js';
import { logo } from '../screens/main.css.js';
import type { ColorScheme } from '../config.js';
import { root as rootClass, schemeClass, spinner, stack, themeClass, visuallyHidden } from '../theme/theme.css.js';
import { region as toastRegion } from '../toasts/toasts.css.js';
import { button as buttonClass, centeredHeading, field, heading, input as inputClass, label as labelClass } from '../ui/ui.css.js';
import type { Child, H, Props } from './h.js';

/** React's `aria-invalid`/`aria-describedby` for a field that the current error describes. */
export const described = (errorId: string | undefined) => ({ 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId });

/** The widget's root: the theme's defaults in the host's colour scheme, overridden by the host's style variables. */
export const widgetRootView = <N>(h: H<N>, props: Props, children: Child<N>, scheme: ColorScheme = 'light'): N =>
  // An unknown scheme (from an untyped host) is the light one, as when none is given.
  h('div', { ...props, className: `${themeClass} ${schemeClass[scheme] ?? schemeClass.light} ${rootClass}`, 'data-latch': '' }, children);

/**
 * The toast area. The live regions exist before any toast does, so screen readers announce new toasts reliably;
 * errors interrupt, the rest wait their turn. The error region is a bare assertive live region, not role=alert, so
 * it is no second alert beside the form's banner.
 */
export function toasterView<N>(h: H<N>, { label, polite, assertive }: { label: string; polite: Child<N>; assertive: Child<N> }): N {
  return h(
    'div',
    { className: toastRegion, role: 'region', 'aria-label': label },
    h('div', { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'false' }, polite),
    h('div', { 'aria-live': 'assertive', 'aria-atomic': 'false', 'data-toast-errors': '' }, assertive),
  );
}

export function headingView<N>(h: H<N>, { centered = false, children }: { centered?: boolean; children: Child<N> }): N {
  return h('h1', { className: centered ? centeredHeading : heading, tabIndex: -1, 'data-screen-heading': '' }, children);
}

export const stackView = <N>(h: H<N>, children: Child<N>): N => h('div', { className: stack }, children);

export const logoView = <N>(h: H<N>, src: string): N => h('img', { className: logo, src, alt: '' });

export function textFieldView<N>(
  h: H<N>,
  { id, label, errorId, input }: { id: string; label: string; errorId?: string | undefined; input: Props },
): N {
  return h(
    'div',
    { className: field },
    h('label', { className: labelClass, htmlFor: id }, label),
    // What the visitor types (an address, a name) may be right-to-left: the field follows its first strong letter.
    h('input', { ...input, dir: 'auto', id, className: inputClass, ...described(errorId) }),
  );
}

export interface ButtonViewProps {
  variant?: 'primary' | 'secondary';
  /** Shows the spinner and blocks clicks; the label stays for screen readers. */
  busy?: boolean;
  disabled?: boolean | undefined;
  type?: 'button' | 'submit';
  rest?: Props;
}

/** A click (or Enter, or Space, or a form's implicit submission, which all arrive as one) that does nothing. */
const ignored = (event: Event) => event.preventDefault();

/**
 * The attributes of a button that may be busy. Why not `disabled` while busy? Because a disabled button loses focus
 * (to the page's body: no focus ring, and the next Tab starts over outside the widget); a busy one keeps it,
 * says it is unavailable with `aria-disabled`, and ignores every activation, so one press stays one request.
 * `held` is the same for a button that may not be used yet without being busy (a resend during a wait).
 */
export function busyButtonProps(busy: boolean, disabled: boolean | undefined, onClick: unknown, held = busy): Props {
  return held ? { 'aria-disabled': 'true', 'aria-busy': busy ? 'true' : undefined, onClick: ignored } : { disabled: Boolean(disabled), onClick };
}

export function buttonView<N>(
  h: H<N>,
  { variant = 'primary', busy = false, disabled, type = 'button', rest }: ButtonViewProps,
  children: Child<N>,
): N {
  return h(
    'button',
    { ...rest, type, className: buttonClass[variant], ...busyButtonProps(busy, disabled, rest?.onClick) },
    busy
      ? [h('span', { key: 's', className: spinner, 'aria-hidden': 'true' }), h('span', { key: 'l', className: visuallyHidden }, children)]
      : children,
  );
}

/**
 * The key handler of the WAI-ARIA tabs pattern: the arrow keys select the next tab (wrapping around), Home and End
 * the first and the last, and focus moves to it; the page does not scroll for those keys.
 */
export function tabKeys(tabs: readonly string[], idPrefix: string, onSelect: (tab: string) => void) {
  return (event: { key: string; currentTarget: EventTarget | null; preventDefault(): void }, index: number) => {
    const target: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = target[event.key];
    const next = to === undefined ? undefined : tabs[(to + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    const list = (event.currentTarget as HTMLElement | null)?.parentElement;
    list?.querySelector<HTMLElement>(`#${CSS.escape(`${idPrefix}-${next}`)}`)?.focus();
  };
}

export interface TabsViewProps {
  tabs: readonly { id: string; label: string }[];
  active: string;
  /** Prefix of the tab element ids; `${idPrefix}-${tab}` labels the panel. */
  idPrefix: string;
  panelId: string;
  label: string;
  onSelect(tab: string): void;
}

export function tabsView<N>(h: H<N>, { tabs, active, idPrefix, panelId, label, onSelect }: TabsViewProps): N {
  const onKey = tabKeys(
    tabs.map((tab) => tab.id),
    idPrefix,
    onSelect,
  );
  return h(
    'div',
    { className: tabList, role: 'tablist', 'aria-label': label },
    tabs.map((tab, index) =>
      h(
        'button',
        {
          key: tab.id,
          id: `${idPrefix}-${tab.id}`,
          type: 'button',
          role: 'tab',
          className: tabClass,
          'aria-selected': tab.id === active,
          'aria-controls': panelId,
          tabIndex: tab.id === active ? 0 : -1,
          onClick: () => onSelect(tab.id),
          onKeyDown: (event: KeyboardEvent) => onKey(event, index),
        },
        tab.label,
      ),
    ),
  );
}

export interface LoginFormViewProps<N> {
  /** React's ref to the form's outer element (the first paint has no use for it). */
  ref?: unknown;
  /** The tab list, when there is more than one tab. */
  tabs: N | null;
  panelId: string;
  /** The active tab's element id, labelling the panel. */
  labelledBy: string;
  field: N;
  submit: N;
  onSubmit(event: Event): void;
}

/** The shared email/phone form: tabs, the active tab's field and its submit button. */
export function loginFormView<N>(h: H<N>, { ref, tabs, panelId, labelledBy, field: fieldNode, submit, onSubmit }: LoginFormViewProps<N>): N {
  return h(
    'div',
    { ref },
    tabs,
    h(
      'div',
      { id: panelId, ...(tabs && { role: 'tabpanel', 'aria-labelledby': labelledBy }) },
      h('form', { className: formClass, noValidate: true, onSubmit }, fieldNode, submit),
    ),
  );
}

/** The input attributes of the shared form's email field (the phone field's are in ./phoneView.ts). */
export const emailInput = (autoComplete: string, placeholder: string): Props => ({
  type: 'email',
  name: 'email',
  autoComplete,
  inputMode: 'email',
  placeholder,
  required: true,
});
