import type { LocaleTable } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Each locale's texts, by tag: only the file of the locale a mount shows is loaded (shell/locale/load.ts). */
export default {} satisfies LocaleTable<CryptoAccountMessages>;
