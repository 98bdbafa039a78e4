import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../shell/plugin-api.js';
import { field, input, label as labelClass } from '../../../shell/ui/ui.css.js';
import { EyeIcon, EyeOffIcon } from '../icons.js';
import { passwordBox, passwordInput, toggle } from '../passwords.css.js';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  /** ids of the texts that describe the field: strength feedback, errors. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * A required password input with a show/hide toggle. Toggling leaves focus where it was: a mouse press
 * keeps the typing going (focus and caret or selection stay in the input), a key press on the toggle
 * keeps focus on the toggle, so it can be pressed again.
 */
export function PasswordField({ label, value, onChange, autoComplete, describedBy, invalid = false }: Props) {
  const t = useTranslate();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const selection = useRef<[number, number] | null>(null);
  const [visible, setVisible] = useState(false);

  /** Only while typing in the field: a key press on the toggle has focus on the toggle, and it stays there. */
  const rememberTyping = () => {
    const el = inputRef.current;
    if (!el || (el.getRootNode() as Document | ShadowRoot).activeElement !== el) return;
    if (el.selectionStart !== null && el.selectionEnd !== null) selection.current = [el.selectionStart, el.selectionEnd];
  };

  useLayoutEffect(() => {
    const el = inputRef.current;
    const saved = selection.current;
    if (!el || !saved) return;
    selection.current = null;
    el.focus();
    el.setSelectionRange(saved[0], saved[1]);
  }, [visible]);

  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <div className={passwordBox}>
        <input
          ref={inputRef}
          id={id}
          className={`${input} ${passwordInput}`}
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className={toggle}
          aria-label={visible ? t('pw.password.hide') : t('pw.password.show')}
          aria-controls={id}
          // A mouse press must not move focus off the input; the caret stays where the user left it.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            rememberTyping();
            setVisible((v) => !v);
          }}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
