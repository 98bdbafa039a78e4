import { useEffect } from 'react';
import { useProductActions, type AccountSection, type AccountSectionProps } from '../../../shell/plugin-api.js';
import { Button } from '../../../shell/ui/index.js';
import { PasskeyList } from '../PasskeyList.js';
import { messages } from './messages.js';

/**
 * The account's passkeys: the registration entry's list (rename, delete confirmed, the last way in kept), and Set up
 * another, which makes one in place: the list shows it when the provider has it.
 */
function PasskeysSection({ user, account }: AccountSectionProps) {
  const { t } = account;
  const actions = useProductActions('passkeys');
  const list = user.webauthn_registrations;
  // The list is on screen: the password manager hears which of the account's passkeys still work.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => actions.listed(list), []);
  return (
    <PasskeyList
      list={list}
      run={account.run}
      pending={account.pending}
      clearError={account.clearError}
      refuseDelete={account.lastWay}
      onRefused={account.fail}
      onChanged={(change) =>
        change.kind === 'renamed'
          ? account.changed('passkey_renamed', { id: change.renamed.webauthn_registration_id, message: t('passkey.account.renamed') })
          : account.changed('passkey_removed', { id: change.id, message: t('passkey.account.deleted') })
      }
      footer={(locked) => (
        <Button
          busy={account.pending === 'add'}
          disabled={locked || account.busy}
          onClick={() =>
            void account.run('add', async () => {
              const made = await actions.add();
              if (made) await account.changed('passkey_added', { id: made.webauthn_registration_id, message: t('passkey.account.added') });
            })
          }
        >
          {t('passkey.list.another')}
        </Button>
      )}
    />
  );
}

/** The account's passkeys section: in the registration entry's part, whose list it is. */
export const passkeysSection: AccountSection = {
  component: PasskeysSection,
  title: 'passkey.account.title',
  messages,
  locales: () => import('./locales/index.js'),
};
