import type { AccountSectionProps } from '../accountTypes.js';
import { useRuntime } from '../runtime/context.js';
import { useProductActions } from '../runtime/hooks.js';
import { Button } from '../ui/Button.js';
import { mutedText } from '../ui/screen.css.js';
import { form } from './account.css.js';

/** Ends the session in this browser; the page then says so, with the way back to signing in. */
export function SignOutSection({ user, account }: AccountSectionProps) {
  const { t } = account;
  const actions = useProductActions('account');
  const { ctx } = useRuntime();
  return (
    <div className={form}>
      <p className={mutedText}>{t('account.signOut.text')}</p>
      <Button
        variant="secondary"
        busy={account.pending === 'signOut'}
        disabled={account.busy}
        onClick={() =>
          void account.run('signOut', async () => {
            await actions.signOut();
            ctx.emit({ type: 'ACCOUNT_CHANGE', data: { change: 'signed_out', user_id: user.user_id } });
          })
        }
      >
        {t('account.signOut.button')}
      </Button>
    </div>
  );
}
