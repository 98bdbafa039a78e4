import { usePluginContext, useProductActions, useProductState, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { BackButton, Divider, Heading, Stack } from '../../../shell/ui/index.js';
import { EmailField } from '../components/EmailField.js';
import { EmailOptions } from '../components/EmailOptions.js';
import { NewPasswordForm } from '../components/NewPasswordForm.js';
import { emailLoginOptions } from '../requestOptions.js';

/** A new user: set a password (checked as it is typed), or take a login link or code instead. */
export function CreateView() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const email = useProductState('passwords', (s) => s.passwordState.email);
  const [pending, run] = useSingleFlight<'submit' | 'link' | 'code'>();
  const { link, code } = emailLoginOptions(ctx);
  const hasOptions = link || code;

  return (
    <Stack>
      <BackButton />
      <Heading>{t(hasOptions ? 'pw.create.titleWithOptions' : 'pw.create.title')}</Heading>
      {hasOptions && (
        <>
          <EmailOptions variant="primary" pending={pending} run={run} />
          <Divider />
        </>
      )}
      <NewPasswordForm
        intro={t('pw.create.intro')}
        label={t('pw.password.label')}
        email={email}
        pending={pending}
        onSubmit={(password) => void run('submit', () => actions.create(password))}
      >
        <EmailField />
      </NewPasswordForm>
    </Stack>
  );
}
