import { useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, text, visuallyHidden } from '../../../shell/ui/index.js';
import { download, downloads, tileIcon } from '../crypto.css.js';
import { WalletIcon } from '../icons.js';
import { DOWNLOADS } from '../wallets.js';

/** Four example wallets, each linking to its download page in a new tab. */
export function CryptoSetupWalletScreen() {
  const t = useTranslate();
  return (
    <ScreenLayout title={t('crypto.setup.title')}>
      <p className={text}>{t('crypto.setup.text')}</p>
      <nav aria-label={t('crypto.setup.downloads')}>
        <ul className={downloads}>
          {DOWNLOADS.map(({ wallet, href }) => (
            <li key={wallet}>
              <a className={download} href={href} target="_blank" rel="noopener noreferrer">
                <WalletIcon wallet={wallet} className={tileIcon} />
                {t(`crypto.wallet.${wallet}`)}
                <span className={visuallyHidden}> {t('crypto.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenLayout>
  );
}
