import { useProductActions, useProductState, useTranslate, type SlotRegistry, useSingleFlight } from '../../../shell/plugin-api.js';
import { LinkButton } from '../../../shell/ui/index.js';
import { addon } from '../passwords.css.js';

/**
 * Shown under the login code or link that the passwordless view sent by itself (SPEC §4: "Create a
 * password instead" sends a reset email, then PasswordSetNew). Only for the address passwords looked up.
 */
export function CreatePasswordInstead({ sentTo }: { sentTo: string | undefined }) {
  const t = useTranslate();
  const actions = useProductActions('passwords');
  const { email, type } = useProductState('passwords', (s) => s.passwordState);
  const [pending, run] = useSingleFlight<'create'>();
  if (type !== 'passwordless' || !sentTo || sentTo !== email) return null;
  return (
    <div className={addon}>
      <LinkButton onClick={() => void run('create', actions.createPasswordInstead)} busy={pending === 'create'} disabled={pending !== null}>
        {t('pw.passwordless.createInstead')}
      </LinkButton>
    </div>
  );
}

/** In the loginSent slot: only under an email that went to the address passwords looked up. */
export const CreatePasswordInsteadSlot = ({ destination, channel }: SlotRegistry['loginSent']) => (
  <CreatePasswordInstead sentTo={channel === 'email' ? destination : undefined} />
);
