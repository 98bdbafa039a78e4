import { useId, useMemo } from 'react';
import { useRuntime } from '../runtime/context.js';
import type { PhoneRegion } from '../store/widgetStore.js';
import { field, label } from '../ui/ui.css.js';
import { phoneInput, phoneRow, regionBox, regionSelect } from './phone.css.js';
import { regionNamer } from './regionName.js';
import type { PhoneLibState } from './usePhoneLib.js';

interface Props {
  value: string;
  region: PhoneRegion;
  phone: PhoneLibState;
  onChange(next: { phone: string; region?: PhoneRegion }): void;
  errorId: string | undefined;
  autoComplete: string;
}

const userLocales = (): readonly string[] => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/** Country select and number input; formats as the user types once the phone chunk is there. */
export function PhoneField({ value, region, phone, onChange, errorId, autoComplete }: Props) {
  const { t } = useRuntime();
  const inputId = useId();
  const { lib, formatting } = phone;
  const allRegions = useMemo(() => lib?.listRegions(userLocales()), [lib]);
  // Until the chunk arrives the select offers only the current region, so a pick always has a known dialling code.
  const regions = allRegions ?? [{ ...region, name: regionNamer(userLocales())(region.code) }];

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
    const digits = value.replace(/[^\d+]/g, '');
    onChange({ region: { code: next.code, dial: next.dial }, phone: lib && formatting && digits ? lib.formatTyped(digits, next.code) : value });
  };

  return (
    <div className={field}>
      <label className={label} htmlFor={inputId}>
        {t('form.phone.label')}
      </label>
      <div className={phoneRow}>
        <div className={regionBox}>
          <span aria-hidden="true">+{region.dial}</span>
          <select className={regionSelect} aria-label={t('form.phone.region')} value={region.code} onChange={(e) => pick(e.target.value)}>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {t('form.phone.regionOption', { region: r.name, dial: r.dial })}
              </option>
            ))}
          </select>
        </div>
        <input
          id={inputId}
          className={phoneInput}
          type="tel"
          name="phone"
          autoComplete={autoComplete}
          inputMode="tel"
          required
          value={value}
          onChange={(e) => typed(e.target.value)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
    </div>
  );
}
