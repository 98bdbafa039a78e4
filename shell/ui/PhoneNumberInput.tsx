import { useId } from 'react';
import { PhoneField } from '../form/PhoneField.js';
import { phoneTarget } from '../form/phoneTarget.js';
import { DEFAULT_REGION, type PhoneRegion } from '../form/region.js';
import { usePhoneLib } from '../form/usePhoneLib.js';

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
}

/**
 * The login form's phone field on a plugin's own screen (a second factor's number, the account's new phone): the
 * region picker in the locale, the number formatted as it is typed, an international number naming its region. The
 * phone library comes in its own chunk when the field first shows; until then the text stays as typed.
 */
export function PhoneNumberInput({ value, onChange, errorId, initialFocus, label }: Props) {
  const phone = usePhoneLib(true);
  const inputId = useId();
  return (
    <PhoneField
      value={value.phone}
      region={value.region}
      phone={phone}
      onChange={(next) => onChange({ phone: next.phone, region: next.region ?? value.region })}
      errorId={errorId}
      autoComplete="tel"
      inputId={inputId}
      initialFocus={initialFocus}
      label={label}
    />
  );
}

/** The entry as the provider takes it (E.164), or undefined when it is no valid number of its region. */
export const phoneEntryOnWire = async (entry: PhoneEntry): Promise<string | undefined> => (await phoneTarget(entry.phone, entry.region))?.value;
