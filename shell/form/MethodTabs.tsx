import type { KeyboardEvent } from 'react';
import type { LoginMethod } from '../plugin-api.js';
import type { Translate } from '../strings.js';
import { tab as tabClass, tabList } from './form.css.js';

type Tab = LoginMethod['tab'];

interface Props {
  tabs: Tab[];
  active: Tab;
  /** Prefix of the tab element ids; `${idPrefix}-${tab}` labels the panel. */
  idPrefix: string;
  panelId: string;
  onSelect(tab: Tab): void;
  t: Translate;
}

/** The WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs and select them. */
export function MethodTabs({ tabs, active, idPrefix, panelId, onSelect, t }: Props) {
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${idPrefix}-${next}`)}`)?.focus();
  };

  return (
    <div className={tabList} role="tablist" aria-label={t('form.tabs.label')}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          id={`${idPrefix}-${tab}`}
          type="button"
          role="tab"
          className={tabClass}
          aria-selected={tab === active}
          aria-controls={panelId}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {t(tab)}
        </button>
      ))}
    </div>
  );
}
