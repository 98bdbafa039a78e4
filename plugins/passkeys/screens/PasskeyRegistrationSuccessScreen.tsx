import { usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, mutedText, spinner, visuallyHidden } from '../../../shell/ui/index.js';
import { PasskeyList } from '../PasskeyList.js';
import { useRegistrations } from '../useRegistrations.js';

/** The user's passkeys after one was created (or the start was skipped): rename, delete, add another, done. */
export function PasskeyRegistrationSuccessScreen({ params }: { params: { created: boolean } | undefined }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passkeys');
  const [registrations, setList] = useRegistrations(actions.listed);
  const [pending, run] = useSingleFlight<'rename' | 'delete'>();
  const title = t(params?.created ? 'passkey.list.created' : 'passkey.list.title');
  const list = registrations.kind === 'ready' ? registrations.list : [];

  return (
    <PasskeyList
      list={list}
      heading={t('passkey.list.existing')}
      run={run}
      pending={pending}
      clearError={ctx.clearError}
      onChanged={(change) =>
        setList(
          change.kind === 'deleted'
            ? change.left
            : list.map((r) => (r.webauthn_registration_id === change.renamed.webauthn_registration_id ? { ...r, name: change.renamed.name } : r)),
        )
      }
      footer={(locked) => (
        <>
          <Button disabled={locked} onClick={() => ctx.navigate('PasskeyRegistrationStart')}>
            {t('passkey.list.another')}
          </Button>
          <Button variant="secondary" disabled={locked} onClick={actions.done}>
            {t('passkey.list.done')}
          </Button>
        </>
      )}
      // The list in the screen's body, the confirmation or the buttons under its error banner. One ScreenLayout while
      // the list loads and after, so the heading that took focus on arrival stays the same element.
      place={({ list: items, below }) => (
        <ScreenLayout title={title} back={false} footer={registrations.kind === 'ready' && below}>
          {registrations.kind === 'ready'
            ? items
            : registrations.kind === 'loading' && (
                <p className={mutedText} role="status">
                  <span className={spinner} aria-hidden="true" />
                  <span className={visuallyHidden}>{t('loading')}</span>
                </p>
              )}
        </ScreenLayout>
      )}
    />
  );
}
