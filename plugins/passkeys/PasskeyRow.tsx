import { useEffect, useRef, useState } from 'react';
import type { WebauthnRegistration } from '../../core/api/webauthn.js';
import { useTranslate } from '../../shell/plugin-api.js';
import { Button, LinkButton, TextField } from '../../shell/ui/index.js';
import { editButtons, editForm, row, rowMarked, rowName } from './registration.css.js';

interface Props {
  registration: WebauthnRegistration;
  mode: 'view' | 'edit' | 'delete';
  /** Another row is being edited or deleted, or a request is out. */
  locked: boolean;
  saving: boolean;
  errorId: string | undefined;
  onEdit(): void;
  onDelete(): void;
  onSave(name: string): void;
  onCancel(): void;
}

/** One passkey in the list: its name with rename and delete, or the rename form. */
export function PasskeyRow({ registration, mode, locked, saving, errorId, onEdit, onDelete, onSave, onCancel }: Props) {
  const t = useTranslate();
  const [name, setName] = useState(registration.name);
  const item = useRef<HTMLLIElement>(null);
  const previousMode = useRef(mode);

  // Leaving the rename form or the delete confirmation (saved, cancelled or escaped) puts focus back on the
  // button that opened it, so a keyboard user goes on from where they were.
  useEffect(() => {
    const left = previousMode.current;
    previousMode.current = mode;
    if (left === mode || left === 'view') return;
    item.current?.querySelector<HTMLButtonElement>(`[data-opens="${left}"]`)?.focus();
  }, [mode]);

  if (mode === 'edit') {
    return (
      <li className={row}>
        {/* Escape from the field or either button cancels: the key bubbles to the form, which takes no focus itself. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <form
          className={editForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave(name.trim());
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || saving) return;
            // Handled here, so a dialog the host put the widget in does not close as well.
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }}
        >
          <TextField
            label={t('passkey.list.nameLabel')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the visitor just opened takes focus, as a dialog's would
            autoFocus
            maxLength={100}
            errorId={errorId}
          />
          <div className={editButtons}>
            <Button type="submit" busy={saving} disabled={name.trim() === ''}>
              {t('passkey.list.save')}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={onCancel}>
              {t('passkey.list.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }
  const label = registration.name;
  // The visible word starts each button's name, which adds the passkey's (WCAG 2.5.3, label in name).
  return (
    <li className={mode === 'delete' ? rowMarked : row} ref={item}>
      {/* The visitor's own name for it, perhaps right-to-left: isolated from the buttons beside it. */}
      <span className={rowName} dir="auto">
        {label}
      </span>
      <LinkButton
        data-opens="edit"
        aria-label={t('passkey.list.renameOne', { name: label })}
        disabled={locked}
        onClick={() => {
          setName(registration.name);
          onEdit();
        }}
      >
        {t('passkey.list.rename')}
      </LinkButton>
      <LinkButton data-opens="delete" aria-label={t('passkey.list.deleteOne', { name: label })} disabled={locked} onClick={onDelete}>
        {t('passkey.list.confirmDelete')}
      </LinkButton>
    </li>
  );
}
