import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { box, boxes } from './digitInput.css.js';
import { emptyDigits, fillDigits, OTP_LENGTH, typeDigits, type DigitsEdit } from './digits.js';

export { emptyDigits, OTP_LENGTH };

interface Props {
  digits: string[];
  onChange(digits: string[]): void;
  disabled: boolean;
  /** Names the group of boxes. */
  label: string;
  /** Names one box, from 1. */
  boxLabel(position: number): string;
  /** id of the element describing the current error, when there is one. */
  errorId: string | undefined;
  /** The first box is where the screen puts focus when it opens (a screen with more to read first says false). @default true */
  initialFocus?: boolean;
}

/**
 * Six one-digit boxes: digits only, typing moves on, Backspace moves back, a pasted or autofilled
 * code fills the boxes. The first box is where the screen puts focus when it opens.
 *
 * Why here, imported by its path and not from ./index.js? Two products type a six-digit code (one-time passcodes and
 * the second factor), and plugins never import each other; through the kit's index it would land in the file every
 * host loads, while by path the bundler puts it in a small file shared by the products that use it.
 */
export function DigitInput({ digits, onChange, disabled, label, boxLabel, errorId, initialFocus = true }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();

  // Back from verifying with the boxes cleared (a wrong code): start again at the first box. On arrival only when the
  // screen starts there; otherwise the visitor reads the screen first.
  const arrived = useRef(initialFocus);
  useEffect(() => {
    if (!disabled && digits.every((d) => d === '') && arrived.current) focus(0);
    arrived.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [disabled]);

  const apply = (edit: DigitsEdit | undefined, moveFocus: boolean) => {
    if (!edit) return;
    onChange(edit.digits);
    if (moveFocus) focus(edit.focus);
  };

  const typed = (index: number, raw: string) => apply(typeDigits(digits, index, raw), raw !== '');

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const pasted = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(fillDigits(digits, index, event.clipboardData.getData('text')), true);
  };

  return (
    <div role="group" aria-label={label} className={boxes}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          className={box}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={boxLabel(index + 1)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={digit}
          disabled={disabled}
          data-initial-focus={index === 0 && initialFocus ? '' : undefined}
          onChange={(e) => typed(index, e.target.value)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={(e) => pasted(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
