import { useProductActions, useProductState, useTranslate, type ScreenParams } from '../../../shell/plugin-api.js';
import { LinkButton } from '../../../shell/ui/index.js';
import { addon } from '../passwords.css.js';
import { useAction } from '../useAction.js';

/**
 * Shown under the login code or link that the passwordless view sent by itself (SPEC §4: "Create a
 * password instead" sends a reset email, then PasswordSetNew). Only for the address passwords looked up.
 */
export function CreatePasswordInstead({ sentTo }: { sentTo: string | undefined }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const { email, type } = useProductState('passwords', (s) => s.passwordState);
  const [pending, run] = useAction<'create'>();
  if (type !== 'passwordless' || !sentTo || sentTo !== email) return null;
  return (
    <div className={addon}>
      <LinkButton onClick={() => void run('create', actions.createPasswordInstead)} disabled={pending !== null} aria-busy={pending !== null || undefined}>
        {t('pw.passwordless.createInstead')}
      </LinkButton>
    </div>
  );
}

export const EmailConfirmationAddon = ({ params }: { params: ScreenParams<'EmailConfirmation'> }) => <CreatePasswordInstead sentTo={params.email} />;

export const OTPAuthenticateAddon = ({ params }: { params: ScreenParams<'OTPAuthenticate'> }) => (
  <CreatePasswordInstead sentTo={params.type === 'email' ? params.destination : undefined} />
);
