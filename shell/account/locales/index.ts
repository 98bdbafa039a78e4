import type { LocaleTable } from '../../pluginTypes.js';
import type { AccountMessages } from '../../accountMessages.js';

/** Each locale's texts, by tag: only the file of the locale a mount shows is loaded (shell/locale/load.ts). */
export default {} satisfies LocaleTable<AccountMessages>;
