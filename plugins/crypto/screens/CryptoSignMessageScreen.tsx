import { useTranslate } from '../../../shell/plugin-api.js';
import { WalletWait } from './WalletWait.js';

/** Shown while the wallet asks the person to sign the challenge; the plugin's screen effect does the work. */
export function CryptoSignMessageScreen() {
  const t = useTranslate();
  return <WalletWait title={t('crypto.sign.title')} instruction={(wallet) => t('crypto.sign.text', { wallet })} />;
}
