import { useId, useRef, useState, type ReactNode } from 'react';
import type { WebauthnRegistration } from '../../core/api/webauthn.js';
import { useProductActions, useTranslate } from '../../shell/plugin-api.js';
import { Button, mutedText } from '../../shell/ui/index.js';
import { PasskeyRow } from './PasskeyRow.js';
import { actions as actionsClass, list as listClass, section, subheading, warning } from './registration.css.js';

export interface PasskeyListProps {
  list: readonly WebauthnRegistration[];
  /** The heading over the list; none where the page names it already (the account's section). */
  heading?: string;
  /** One change at a time, its failure shown where its page shows errors: the screen's useSingleFlight, the account's run. */
  run(key: 'rename' | 'delete', action: () => Promise<void>): Promise<unknown>;
  pending: string | null;
  clearError(): void;
  /** Said instead of asking to confirm a delete, when the passkey may not go (the account's last way to sign in). */
  refuseDelete?(id: string): string | undefined;
  /** Shows `refuseDelete`'s text where the page shows errors. */
  onRefused?(text: string): void;
  /** After a rename or a delete went through: the list as it is now, and what changed. */
  onChanged(
    change: { kind: 'renamed'; renamed: WebauthnRegistration } | { kind: 'deleted'; id: string; left: WebauthnRegistration[] },
  ): Promise<void> | void;
  /** The buttons under the list when no delete waits for its confirmation; `locked` while a row is edited or a change is out. */
  footer(locked: boolean): ReactNode;
  /**
   * Places the list and what goes under it (the delete's confirmation, or the footer's buttons) on the page: the list
   * gets the id of the page's error text, for the rename field. @default one after the other
   */
  place?(parts: { list(errorId: string | undefined): ReactNode; below: ReactNode }): ReactNode;
}

const oneAfterTheOther: NonNullable<PasskeyListProps['place']> = ({ list, below }) => (
  <>
    {list(undefined)}
    {below}
  </>
);

/**
 * The user's passkeys with rename and delete, and a delete confirmed before it is sent: the registration entry's list,
 * which the account's passkeys section shows too.
 */
export function PasskeyList(props: PasskeyListProps) {
  const { list, heading, run, pending, clearError, refuseDelete, onRefused, onChanged, footer, place = oneAfterTheOther } = props;
  const t = useTranslate();
  const actions = useProductActions('passkeys');
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const listSection = useRef<HTMLElement>(null);
  const headingId = useId();

  const rename = (id: string, name: string) =>
    run('rename', async () => {
      const renamed = await actions.rename(id, name);
      setEditing(undefined);
      await onChanged({ kind: 'renamed', renamed });
    });

  const remove = (id: string) =>
    run('delete', async () => {
      const left = await actions.remove(id);
      setDeleting(undefined);
      listSection.current?.focus();
      await onChanged({ kind: 'deleted', id, left });
    });

  // The row then puts focus back on its Delete button.
  const stopDeleting = () => {
    setDeleting(undefined);
    clearError();
  };

  const items = (errorId: string | undefined) => (
    <section className={section} aria-labelledby={heading ? headingId : undefined} ref={listSection} tabIndex={-1}>
      {heading && (
        <h2 id={headingId} className={subheading}>
          {heading}
        </h2>
      )}
      {list.length === 0 ? (
        <p className={mutedText}>{t('passkey.list.none')}</p>
      ) : (
        <ul className={listClass}>
          {list.map((r) => {
            const id = r.webauthn_registration_id;
            return (
              <PasskeyRow
                key={id}
                registration={r}
                mode={editing === id ? 'edit' : deleting === id ? 'delete' : 'view'}
                locked={editing !== undefined || deleting !== undefined || pending !== null}
                saving={pending === 'rename'}
                errorId={editing === id ? errorId : undefined}
                onEdit={() => setEditing(id)}
                onDelete={() => {
                  const refused = refuseDelete?.(id);
                  if (refused) return onRefused?.(refused);
                  clearError();
                  setDeleting(id);
                }}
                onSave={(name) => void rename(id, name)}
                onCancel={() => {
                  setEditing(undefined);
                  clearError();
                }}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
  const below = deleting ? (
    // Keyed apart, so the confirmation mounts afresh and its Delete button takes focus. Escape from either button
    // cancels: the key bubbles to this group, which takes no focus itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={actionsClass}
      key="confirm"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || pending !== null) return;
        // Handled here, so a dialog the host put the widget in does not close as well.
        e.preventDefault();
        e.stopPropagation();
        stopDeleting();
      }}
    >
      <p className={warning} role="alert">
        {t('passkey.list.deleteWarning')}
      </p>
      {/* The confirmation the visitor just asked for takes focus on its Delete button. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Button busy={pending === 'delete'} autoFocus onClick={() => void remove(deleting)}>
        {t('passkey.list.confirmDelete')}
      </Button>
      <Button variant="secondary" disabled={pending !== null} onClick={stopDeleting}>
        {t('passkey.list.cancel')}
      </Button>
    </div>
  ) : (
    <div className={actionsClass} key="actions">
      {footer(editing !== undefined || pending !== null)}
    </div>
  );
  return place({ list: items, below });
}
