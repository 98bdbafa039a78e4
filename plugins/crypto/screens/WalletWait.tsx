import { useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, mutedText, spinner, text } from '../../../shell/ui/index.js';
import { largeIcon, waiting } from '../crypto.css.js';
import { WalletIcon } from '../icons.js';

/** CryptoConnect and CryptoSignMessage look alike: the wallet, what to do in its window, and that the widget waits. */
export function WalletWait({ title, instruction }: { title: string; instruction: (wallet: string) => string }) {
  const t = useTranslate();
  const walletOption = useProductState('crypto', (s) => s.walletOption);
  const wallet = t(`crypto.wallet.${walletOption}`);
  return (
    <ScreenLayout title={title}>
      <WalletIcon wallet={walletOption} className={largeIcon} />
      <p className={text}>{instruction(wallet)}</p>
      <p className={`${mutedText} ${waiting}`} role="status">
        <span className={spinner} aria-hidden="true" />
        {t('crypto.waiting', { wallet })}
      </p>
      <p className={mutedText}>{t('crypto.stuck')}</p>
    </ScreenLayout>
  );
}
