import { useProductActions, usePluginContext, useProductState, useTranslate } from '../../shell/plugin-api.js';
import { Button, LinkButton } from '../../shell/ui/index.js';
import { buttonIcon, buttonLabel, setupLink, walletList } from './crypto.css.js';
import { OtherWalletsIcon, WalletIcon } from './icons.js';
import { mainWalletLimit, type WalletId } from './wallets.js';

/** One 'Continue with {wallet}' button per wallet, in the order given. */
export function WalletList({ wallets }: { wallets: readonly WalletId[] }) {
  const t = useTranslate();
  const actions = useProductActions('crypto');
  return wallets.map((wallet) => (
    <Button key={wallet} variant="secondary" onClick={() => actions.choose(wallet)}>
      <WalletIcon wallet={wallet} className={buttonIcon} />
      <span className={buttonLabel}>{t('crypto.continueWith', { wallet: t(`crypto.wallet.${wallet}`) })}</span>
    </Button>
  ));
}

export function SetupWalletLink() {
  const t = useTranslate();
  const ctx = usePluginContext();
  return (
    <span className={setupLink}>
      <LinkButton onClick={() => ctx.navigate('CryptoSetupWallet')}>{t('crypto.setUp')}</LinkButton>
    </span>
  );
}

/** Main's wallet section: the detected wallets that fit, then either the way to the others or the way to get one. */
export function WalletButtons() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const detected = useProductState('crypto', (s) => s.detected);
  const limit = mainWalletLimit(ctx.mainButtonsBeside('crypto'));
  return (
    <div className={walletList}>
      <WalletList wallets={detected.slice(0, limit)} />
      {detected.length > limit ? (
        <Button variant="secondary" onClick={() => ctx.navigate('CryptoOtherScreen')}>
          <OtherWalletsIcon className={buttonIcon} />
          <span className={buttonLabel}>{t('crypto.otherWallets')}</span>
        </Button>
      ) : (
        <SetupWalletLink />
      )}
    </div>
  );
}
