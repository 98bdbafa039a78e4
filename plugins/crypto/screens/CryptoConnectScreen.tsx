import { useTranslate } from '../../../shell/plugin-api.js';
import { WalletWait } from './WalletWait.js';

/** Shown while the wallet asks the person to connect; the plugin's screen effect does the work. */
export function CryptoConnectScreen() {
  const t = useTranslate();
  return <WalletWait title={t('crypto.connect.title')} instruction={(wallet) => t('crypto.connect.text', { wallet })} />;
}
