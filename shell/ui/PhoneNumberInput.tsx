import { useId } from 'react';
import { DEFAULT_REGION, type PhoneRegion } from '../form/region.js';
import { loadPhoneForm, usePhoneForm } from '../form/usePhoneForm.js';
import type { PhoneTarget } from '../form/phoneTarget.js';
import { useRuntime } from '../runtime/context.js';
import { ErrorBanner } from './ErrorBanner.js';
import { field as fieldClass, input as inputClass, label as labelClass } from './ui.css.js';

/** What a plugin's phone field holds: the number as typed, and the region picked or read off an international number. */
export interface PhoneEntry {
  phone: string;
  region: PhoneRegion;
}

export const EMPTY_PHONE_ENTRY: PhoneEntry = { phone: '', region: DEFAULT_REGION };

interface Props {
  value: PhoneEntry;
  onChange(next: PhoneEntry): void;
  errorId: string | undefined;
  initialFocus?: boolean;
  /** @default the form's 'Phone number' */
  label?: string;
  /** @default an id of its own */
  inputId?: string;
  /** @default 'tel' */
  autoComplete?: string;
}

/**
 * The phone field of the login form and of a plugin's own screen (a second factor's number, the account's new phone):
 * the region picker in the locale, the number formatted as it is typed, an international number naming its region. Its
 * code is a part of its own (../form/phoneForm.ts), asked for with the products (or, for a form drawn first, before the
 * widget): until it has come, the field's label and box keep its place.
 */
export function PhoneNumberInput({ value, onChange, errorId, initialFocus, label, inputId, autoComplete = 'tel' }: Props) {
  const { t } = useRuntime();
  const [part, failed] = usePhoneForm(true);
  const id = useId();
  const fieldLabel = label ?? t('form.phone.label');
  if (failed) return <ErrorBanner message={t('config.codeFailed')} />;
  if (part) {
    return (
      <part.PhoneField
        value={value.phone}
        region={value.region}
        onChange={(next) => onChange({ phone: next.phone, region: next.region ?? value.region })}
        errorId={errorId}
        autoComplete={autoComplete}
        inputId={inputId ?? id}
        initialFocus={initialFocus}
        label={fieldLabel}
      />
    );
  }
  return (
    <div className={fieldClass} aria-busy="true">
      <span className={labelClass}>{fieldLabel}</span>
      <div className={inputClass} />
    </div>
  );
}

/** The typed number as the provider takes it (E.164) and as it reads, or undefined when it is no valid number of its region. */
export const phoneTarget = async (raw: string, region: PhoneRegion): Promise<PhoneTarget | undefined> =>
  (await loadPhoneForm()).phoneTarget(raw, region);

/** The entry as the provider takes it (E.164), or undefined when it is no valid number of its region. */
export const phoneEntryOnWire = async (entry: PhoneEntry): Promise<string | undefined> => (await phoneTarget(entry.phone, entry.region))?.value;
