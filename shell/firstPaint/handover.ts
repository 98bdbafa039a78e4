import type { PhoneRegion } from '../form/region.js';

/**
 * What a visitor did on the form drawn before the widget was ready, handed to the widget when it takes over: the
 * typed values, the tab, where focus and the caret were, and a submit that waited. The widget hydrates the drawn
 * elements, so focus and caret normally stay where they are by themselves; they are restored only if it could not.
 */
export interface Handover {
  /** The prefix of the drawn form's element ids, which the widget keeps so the elements it adopts keep their references. */
  ids?: string;
  /** The active tab, as its message key. */
  tab: string | null;
  email: string;
  phone: string;
  region: PhoneRegion;
  /** An Enter or click that came before the widget: carried out once when it takes over. */
  submit: boolean;
  /**
   * Ends the hold on the drawn form's events, once the widget's form is in place and subscribed to its store (its
   * passive effects), and says whether a submit came while it held, and which tab was clicked. Until then React would answer a keystroke with the
   * field's stale value (on an element it has not adopted yet, or before a store write can re-render it), so the
   * form's events are held from React (the text still goes into the field, which the widget then reads).
   */
  release?(): { submit: boolean; tab?: string };
  /**
   * Puts focus and caret back on the widget's form, as they were on the drawn one. Only the drawn form's hand-over has
   * it: the entry that draws that form holds the code, so a widget that never takes one over does not carry it.
   */
  refocus?(form: Element): void;
}

/** Where focus and the caret are on a form. */
export interface FocusSpot {
  focus: 'field' | 'submit' | 'tab' | null;
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
}

/** Reads the hand-over at the moment the widget takes over (the DOM may hold what no event reported, e.g. autofill). */
export type HandoverSource = () => Handover;

/** Where the focus and caret are within `scope`. */
export function focusWithin(scope: Element): FocusSpot {
  const active = (scope.getRootNode() as Document | ShadowRoot).activeElement;
  if (!active || !scope.contains(active)) return { focus: null, selection: null };
  if (active instanceof HTMLInputElement) {
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = active;
    return { focus: 'field', selection: start === null || end === null ? null : { start, end, direction: direction ?? 'none' } };
  }
  if (active.getAttribute('role') === 'tab') return { focus: 'tab', selection: null };
  if (active.getAttribute('type') === 'submit') return { focus: 'submit', selection: null };
  return { focus: null, selection: null };
}

/** Puts focus and caret back on `form`, as they were on the form it replaced. */
export function restoreFocus(form: Element, handover: FocusSpot): void {
  const target =
    handover.focus === 'field'
      ? form.querySelector<HTMLInputElement>('input[name=email], input[name=phone]')
      : handover.focus === 'submit'
        ? form.querySelector<HTMLElement>('button[type=submit]')
        : handover.focus === 'tab'
          ? form.querySelector<HTMLElement>('[role=tab][aria-selected=true]')
          : null;
  if (!target) return;
  target.focus({ preventScroll: true });
  const selection = handover.selection;
  if (selection && target instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(selection.start, selection.end, selection.direction);
    } catch {
      // An email input has no selection API in some browsers; focus alone is the best there.
    }
  }
}
