import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { reactH } from '../markup/react.js';
import { phoneFieldView, phoneInputProps } from '../markup/phoneView.js';
import { useRuntime } from '../runtime/context.js';
import type { PhoneRegion } from '../store/widgetStore.js';
import { regionNamer } from './regionName.js';
import { usePhoneLib } from './usePhoneLib.js';

interface Props {
  value: string;
  region: PhoneRegion;
  onChange(next: { phone: string; region?: PhoneRegion }): void;
  errorId: string | undefined;
  autoComplete: string;
  inputId: string;
  /** The field takes the focus when its screen opens (a plugin's screen whose first step is the number). */
  initialFocus?: boolean;
  label: string;
}

/** Country select and number input; formats as the user types once the phone library is there (asked for as it shows). */
export function PhoneField({ value, region, onChange, errorId, autoComplete, inputId, initialFocus, label }: Props) {
  const { t, languages } = useRuntime();
  const { lib, formatting } = usePhoneLib(true);
  const allRegions = useMemo(() => lib?.listRegions(languages, regionNamer(languages)), [lib, languages]);
  // Until the chunk arrives the select offers only the current region, so there is nothing else to pick.
  const regions = allRegions ?? [{ ...region, name: regionNamer(languages)(region.code) }];

  // A pasted international number names its region once its calling code's metadata is in, through the latest
  // onChange: the products may arrive meanwhile, and the widget built from them has a store of its own.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // A field that came after its screen (its part was on its way) finds the focus on the heading, where the screen put
  // it meanwhile: it takes it, as it would have on arrival. One there on arrival mounts before the screen moves it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const root = input.current?.getRootNode() as DocumentOrShadowRoot | undefined;
    if (initialFocus && root?.activeElement?.hasAttribute('data-screen-heading')) input.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => lib?.followInternational(value, region.code, (next) => latestOnChange.current(next)), [lib, value, region.code]);

  // What the library makes of a keystroke or a pick is its own chunk's code; without it the text stays as typed.
  const typed = (next: string) => onChange(lib ? lib.typedNumber(next, value, region.code, formatting) : { phone: next });
  const pick = (code: string) => {
    const next = lib?.pickedRegion(code, value, formatting);
    if (next) onChange(next);
  };

  return phoneFieldView(reactH, {
    id: inputId,
    label,
    regionLabel: t('form.phone.region'),
    dial: region.dial,
    region: region.code,
    regions: regions.map((r) => ({ code: r.code, label: t('form.phone.regionOption', { region: r.name, dial: r.dial }) })),
    onPick: pick,
    input: {
      ...phoneInputProps(autoComplete),
      ref: input,
      value,
      onChange: (e: ChangeEvent<HTMLInputElement>) => typed(e.target.value),
      ...(initialFocus && { 'data-initial-focus': '' }),
    },
    errorId,
  });
}
