import { useId, useRef, useState } from 'react';
import { usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, mutedText, spinner, visuallyHidden } from '../../../shell/ui/index.js';
import { actions as actionsClass, list as listClass, section, subheading, warning } from '../registration.css.js';
import { PasskeyRow } from '../PasskeyRow.js';
import { useRegistrations } from '../useRegistrations.js';

/** The user's passkeys after one was created (or the start was skipped): rename, delete, add another, done. */
export function PasskeyRegistrationSuccessScreen({ params }: { params: { created: boolean } | undefined }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passkeys');
  const [registrations, setList] = useRegistrations(actions.listed);
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const [pending, run] = useSingleFlight<'rename' | 'delete'>();
  const headingId = useId();
  const listSection = useRef<HTMLElement>(null);
  const list = registrations.kind === 'ready' ? registrations.list : [];

  const rename = (id: string, name: string) =>
    run('rename', async () => {
      const renamed = await actions.rename(id, name);
      setList(list.map((r) => (r.webauthn_registration_id === id ? { ...r, name: renamed.name } : r)));
      setEditing(undefined);
    });

  const remove = (id: string) =>
    run('delete', async () => {
      setList(await actions.remove(id));
      setDeleting(undefined);
      listSection.current?.focus();
    });

  // The row then puts focus back on its Delete button.
  const stopDeleting = () => {
    setDeleting(undefined);
    ctx.clearError();
  };

  // Keyed apart, so the confirmation mounts afresh and its Delete button takes focus.
  const footer = deleting ? (
    // Escape from either button cancels: the key bubbles to this group, which takes no focus itself.
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
      <Button disabled={editing !== undefined || pending !== null} onClick={() => ctx.navigate('PasskeyRegistrationStart')}>
        {t('passkey.list.another')}
      </Button>
      <Button variant="secondary" disabled={editing !== undefined || pending !== null} onClick={actions.done}>
        {t('passkey.list.done')}
      </Button>
    </div>
  );

  return (
    <ScreenLayout
      title={t(params?.created ? 'passkey.list.created' : 'passkey.list.title')}
      back={false}
      footer={registrations.kind === 'ready' && footer}
    >
      {(errorId) => (
        <>
          {registrations.kind === 'loading' && (
            <p className={mutedText} role="status">
              <span className={spinner} aria-hidden="true" />
              <span className={visuallyHidden}>{t('loading')}</span>
            </p>
          )}
          {registrations.kind === 'ready' && (
            <section className={section} aria-labelledby={headingId} ref={listSection} tabIndex={-1}>
              <h2 id={headingId} className={subheading}>
                {t('passkey.list.existing')}
              </h2>
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
                        onDelete={() => setDeleting(id)}
                        onSave={(name) => void rename(id, name)}
                        onCancel={() => {
                          setEditing(undefined);
                          ctx.clearError();
                        }}
                      />
                    );
                  })}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </ScreenLayout>
  );
}
