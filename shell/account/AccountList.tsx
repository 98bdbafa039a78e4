import { useEffect, useRef, useState } from 'react';
import type { AccountItem, AccountListProps } from '../accountTypes.js';
import { useRuntime } from '../runtime/context.js';
import { Button, LinkButton } from '../ui/Button.js';
import { mutedText } from '../ui/screen.css.js';
import { actions, list, row, rowLabel, rowMarked, rowText, warning as warningClass } from './account.css.js';
import { useSectionKit } from './sectionKit.js';

/**
 * The user's items with Remove, confirmed as a passkey's delete is: the row is marked and the warning comes with
 * Remove (focused) and Cancel; Escape cancels and focus goes back to the Remove that opened it. The last way to sign
 * in is never offered for removal: its Remove says why instead, before any request.
 */
export function AccountList({ items, empty, warning, onRemove }: AccountListProps) {
  const { t } = useRuntime();
  const account = useSectionKit();
  const [removing, setRemoving] = useState<AccountItem>();
  const listRef = useRef<HTMLUListElement>(null);
  const opener = useRef<string | undefined>(undefined);

  // Cancelled: focus goes back to the Remove button of the row it was about.
  useEffect(() => {
    if (removing || !opener.current) return;
    const id = opener.current;
    opener.current = undefined;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-item="${CSS.escape(id)}"]`)?.focus();
  }, [removing]);

  const stop = () => {
    account.clearError();
    setRemoving(undefined);
  };
  const remove = async (item: AccountItem) => {
    if (!onRemove) return;
    if (await account.run('remove', () => onRemove(item))) {
      opener.current = undefined;
      setRemoving(undefined);
      listRef.current?.focus();
    }
  };

  if (items.length === 0) return <p className={mutedText}>{empty}</p>;
  return (
    <>
      <ul className={list} ref={listRef} tabIndex={-1}>
        {items.map((item) => (
          <li key={item.id} className={removing?.id === item.id ? rowMarked : row}>
            <span className={rowText}>
              {/* The visitor's own data, perhaps right to left: isolated from the button beside it. */}
              <span className={rowLabel} dir="auto">
                {item.label}
              </span>
              {item.detail && <span className={mutedText}>{item.detail}</span>}
            </span>
            {onRemove && (
              <LinkButton
                data-item={item.id}
                aria-label={t('account.removeOne', { name: item.label })}
                disabled={account.busy || removing !== undefined}
                onClick={() => {
                  const why = account.lastWay(item.id);
                  if (why) return account.fail(why);
                  account.clearError();
                  opener.current = item.id;
                  setRemoving(item);
                }}
              >
                {t('account.remove')}
              </LinkButton>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        // Escape from either button cancels: the key bubbles to this group, which takes no focus itself.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className={actions}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || account.busy) return;
            // Handled here, so a dialog the host put the widget in does not close as well.
            e.preventDefault();
            e.stopPropagation();
            stop();
          }}
        >
          <p className={warningClass} role="alert">
            {warning}
          </p>
          {/* The confirmation the visitor just asked for takes focus on its Remove button. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button busy={account.pending === 'remove'} autoFocus onClick={() => void remove(removing)}>
            {t('account.remove')}
          </Button>
          <Button variant="secondary" disabled={account.busy} onClick={stop}>
            {t('account.cancel')}
          </Button>
        </div>
      )}
    </>
  );
}
