import { useState } from 'react';
import type { AccountSectionProps } from '../accountTypes.js';
import { useProductActions } from '../runtime/hooks.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/TextField.js';
import { form } from './account.css.js';

/** Longest name part the page sends: the provider keeps names for display, and a page of text is no one's name. */
export const NAME_MAX = 100;

/** The user's first and last name (PUT /users/me); the middle name the provider may hold is left as it is. */
export function NameSection({ user, account }: AccountSectionProps) {
  const { t } = account;
  const actions = useProductActions('account');
  const [first, setFirst] = useState(user.name.first_name);
  const [last, setLast] = useState(user.name.last_name);
  const changed = first.trim() !== user.name.first_name || last.trim() !== user.name.last_name;

  return (
    <form
      className={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!changed) return;
        if ([first, last].some((part) => part.trim().length > NAME_MAX)) return account.fail(t('account.name.tooLong', { max: NAME_MAX }));
        void account.run('save', async () => {
          const updated = await actions.update({ name: { first_name: first.trim(), last_name: last.trim() } });
          await account.changed('name_updated', { user: updated, message: t('account.name.saved') });
        });
      }}
    >
      <TextField
        label={t('account.name.first')}
        name="given-name"
        autoComplete="given-name"
        value={first}
        onChange={(e) => setFirst(e.target.value)}
        errorId={account.errorId}
      />
      <TextField
        label={t('account.name.last')}
        name="family-name"
        autoComplete="family-name"
        value={last}
        onChange={(e) => setLast(e.target.value)}
        errorId={account.errorId}
      />
      <Button type="submit" busy={account.pending === 'save'} disabled={!changed || account.busy}>
        {t('account.name.save')}
      </Button>
    </form>
  );
}
