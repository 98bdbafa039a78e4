import type { LoginMethod } from '../pluginTypes.js';
import { reactH } from '../markup/react.js';
import { tabsView } from '../markup/views.js';
import type { Translate } from '../strings.js';

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
  return tabsView(reactH, {
    tabs: tabs.map((tab) => ({ id: tab, label: t(tab) })),
    active,
    idPrefix,
    panelId,
    label: t('form.tabs.label'),
    onSelect: (tab) => onSelect(tab as Tab),
  });
}
