import { useEffect, useMemo, type ChangeEvent } from 'react';
import { reactH } from '../markup/react.js';
import { phoneFieldView, phoneInputProps } from '../markup/views.js';
import { useRuntime } from '../runtime/context.js';
import type { PhoneRegion } from '../store/widgetStore.js';
import { regionNamer } from './regionName.js';
import type { PhoneLibState } from './usePhoneLib.js';

interface Props {
  value: string;
  region: PhoneRegion;
  phone: PhoneLibState;
  onChange(next: { phone: string; region?: PhoneRegion }): void;
  errorId: string | undefined;
  autoComplete: string;
  inputId: string;
}

const userLocales = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/** Country select and number input; formats as the user types once the phone chunk is there. */
export function PhoneField({ value, region, phone, onChange, errorId, autoComplete, inputId }: Props) {
  const { t } = useRuntime();
  const { lib, formatting } = phone;
  const allRegions = useMemo(() => lib?.listRegions(userLocales()), [lib]);
  // Until the chunk arrives the select offers only the current region, so a pick always has a known dialling code.
  const regions = allRegions ?? [{ ...region, name: regionNamer(userLocales())(region.code) }];

  // A pasted international number whose calling code's metadata is still downloading names its region once it is in.
  useEffect(() => {
    if (!lib || !value.trimStart().startsWith('+')) return;
    let live = true;
    lib.prepare(value, region.code).then(
      () => {
        const international = live ? lib.splitInternational(value) : undefined;
        if (international) onChange({ phone: international.national, region: international.region });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, value, region.code]);

  const typed = (next: string) => {
    if (!lib) return onChange({ phone: next });
    const international = lib.splitInternational(next);
    if (international) return onChange({ phone: international.national, region: international.region });
    // Deleting is left alone: reformatting would put back the bracket or dash the user just removed.
    const grew = next.length > value.length;
    onChange({ phone: formatting && grew ? lib.formatTyped(next, region.code) : next });
  };

  const pick = (code: string) => {
    const next = regions.find((r) => r.code === code);
    if (!next) return;
    // The new region's metadata is asked for at once, so the next keystroke can format with it.
    lib?.preload('', next.code);
    const digits = value.replace(/[^\d+]/g, '');
    onChange({ region: { code: next.code, dial: next.dial }, phone: lib && formatting && digits ? lib.formatTyped(digits, next.code) : value });
  };

  return phoneFieldView(reactH, {
    id: inputId,
    label: t('form.phone.label'),
    regionLabel: t('form.phone.region'),
    dial: region.dial,
    region: region.code,
    regions: regions.map((r) => ({ code: r.code, label: t('form.phone.regionOption', { region: r.name, dial: r.dial }) })),
    onPick: pick,
    input: { ...phoneInputProps(autoComplete), value, onChange: (e: ChangeEvent<HTMLInputElement>) => typed(e.target.value) },
    errorId,
  });
}
