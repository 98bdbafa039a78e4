import { phoneInput, phoneRow, regionBox, regionSelect } from '../form/phone.css.js';
import { field, label as labelClass } from '../ui/ui.css.js';
import type { H, Props } from './h.js';
import { described } from './views.js';

/*
 * The phone field's markup, for the first paint and for the phone field's part (shell/form/phoneForm.ts): apart from
 * ./views.ts, so that a React widget without a phone channel carries neither it nor its stylesheet.
 */

export interface PhoneFieldViewProps {
  id: string;
  label: string;
  regionLabel: string;
  dial: string;
  region: string;
  regions: readonly { code: string; label: string }[];
  onPick(code: string): void;
  input: Props;
  errorId: string | undefined;
}

/** Country select and number input. */
export function phoneFieldView<N>(h: H<N>, p: PhoneFieldViewProps): N {
  return h(
    'div',
    { className: field },
    h('label', { className: labelClass, htmlFor: p.id }, p.label),
    h(
      'div',
      { className: phoneRow },
      h(
        'div',
        { className: regionBox },
        // A dialling code and a number read left to right, in a right-to-left widget too.
        h('span', { 'aria-hidden': 'true', dir: 'ltr' }, `+${p.dial}`),
        h(
          'select',
          {
            className: regionSelect,
            'aria-label': p.regionLabel,
            value: p.region,
            onChange: (e: Event) => p.onPick((e.target as HTMLSelectElement).value),
          },
          p.regions.map((r) => h('option', { key: r.code, value: r.code }, r.label)),
        ),
      ),
      // A number has no letter to tell its direction by: it reads left to right in a right-to-left widget too.
      h('input', { ...p.input, dir: 'ltr', id: p.id, className: phoneInput, ...described(p.errorId) }),
    ),
  );
}

/** The input attributes of the shared form's phone field. */
export const phoneInputProps = (autoComplete: string): Props => ({ type: 'tel', name: 'phone', autoComplete, inputMode: 'tel', required: true });
