import { usePluginContext, useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout } from '../../../shell/ui/index.js';
import { walletList } from '../crypto.css.js';
import { mainWalletLimit } from '../wallets.js';
import { SetupWalletLink, WalletList } from '../WalletButtons.js';

/** The detected wallets that did not fit on Main. */
export function CryptoOtherScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const detected = useProductState('crypto', (s) => s.detected);
  const rest = detected.slice(mainWalletLimit(ctx.mainButtonsBeside('crypto')));
  return (
    <ScreenLayout title={t('crypto.other.title')}>
      <div className={walletList}>
        <WalletList wallets={rest} />
        <SetupWalletLink />
      </div>
    </ScreenLayout>
  );
}
