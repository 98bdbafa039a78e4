import { ApiError } from '../../../core/errors.js';
import { useProductActions, useProductState, type AccountSectionProps } from '../../../shell/plugin-api.js';
import { Button, mutedText } from '../../../shell/ui/index.js';
import type { WalletIcon } from '../icons.js';
import type { WalletId } from '../wallets.js';
import { walletButtons, walletIcon } from './account.css.js';

/** What the section takes from the plugin's chunk, handed over so that the two chunks share no module. */
export interface WalletKit {
  WalletIcon: typeof WalletIcon;
}

/** The provider's error type for a wallet another user has proven. */
const TAKEN = 'duplicate_crypto_wallet';

/** An address short enough for a row, whole enough to tell apart: its start and its end. */
export const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address);

/**
 * The user's crypto wallets, each with Remove, and one button per wallet found in this browser to add it: the wallet
 * connects, signs a challenge started with the session, and the provider joins it to the user. A refused connection
 * or signature and a wallet another account has are said under the section; nothing is added before the signature
 * is checked.
 */
export function WalletsSection({ user, account, kit }: AccountSectionProps & { kit: WalletKit }) {
  const { t } = account;
  const actions = useProductActions('crypto');
  const detected = useProductState('crypto', (s) => s.detected);
  const chainName = (type: string) => (type === 'solana' ? 'Solana' : type === 'ethereum' ? 'Ethereum' : type);

  const add = (wallet: WalletId) =>
    account.run(`add:${wallet}`, async () => {
      const name = t(`crypto.wallet.${wallet}`);
      try {
        const updated = await actions.link(wallet);
        const before = new Set(user.crypto_wallets.map((w) => w.crypto_wallet_id));
        const added = updated.crypto_wallets.find((w) => !before.has(w.crypto_wallet_id));
        await account.changed('wallet_added', { user: updated, message: t('crypto.account.added'), ...(added && { id: added.crypto_wallet_id }) });
      } catch (error) {
        const { stage, cause } = error as { stage?: 'connect' | 'sign'; cause?: unknown };
        if (!stage) throw error;
        if (cause instanceof ApiError && cause.error_type === TAKEN) throw new ApiError({ ...cause, error_message: t('crypto.account.taken') });
        const text = t(stage === 'connect' ? 'crypto.account.connectFailed' : 'crypto.account.signFailed', { wallet: name });
        throw cause instanceof ApiError ? new ApiError({ ...cause, error_message: text }) : new Error(text);
      }
    });

  return (
    <>
      <account.ui.List
        items={user.crypto_wallets.map((w) => ({
          id: w.crypto_wallet_id,
          label: shortAddress(w.crypto_wallet_address),
          detail: t('crypto.account.chain', { chain: chainName(w.crypto_wallet_type) }),
        }))}
        empty={t('crypto.account.empty')}
        warning={t('crypto.account.removeWarning')}
        onRemove={(item) => account.remove('crypto_wallets', item.id, 'wallet_removed', t('crypto.account.removed'))}
      />
      {detected.length === 0 ? (
        <p className={mutedText}>{t('crypto.account.none')}</p>
      ) : (
        <div className={walletButtons}>
          {detected.map((wallet) => (
            <Button
              key={wallet}
              variant="secondary"
              busy={account.pending === `add:${wallet}`}
              disabled={account.busy}
              onClick={() => void add(wallet)}
            >
              <kit.WalletIcon wallet={wallet} className={walletIcon} />
              {t('crypto.account.add', { wallet: t(`crypto.wallet.${wallet}`) })}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}

/** The section's component, with the plugin's icons. */
export const walletsComponent = (kit: WalletKit) =>
  function Wallets(props: AccountSectionProps) {
    return <WalletsSection {...props} kit={kit} />;
  };
