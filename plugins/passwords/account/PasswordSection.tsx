import { useState } from 'react';
import { passwordResetByExistingPassword, passwordResetBySession } from '../../../core/api/passwordChanges.js';
import { ApiError } from '../../../core/errors.js';
import { sessionMinutes, usePluginContext, useTranslate, type AccountSectionProps } from '../../../shell/plugin-api.js';
import { text } from '../../../shell/ui/index.js';
import type { NewPasswordForm } from '../components/NewPasswordForm.js';
import type { PasswordWithFeedback } from '../components/PasswordWithFeedback.js';

/**
 * What the section takes from the plugin's chunk (the strength meter), so that the two share no module; its calls are
 * its own (core/api/passwordChanges.ts), which no login makes.
 */
export interface PasswordKit {
  NewPasswordForm: typeof NewPasswordForm;
  PasswordWithFeedback: typeof PasswordWithFeedback;
}

/** The provider's answers: a session whose email or phone proof is older than it allows; a wrong current password. */
const TOO_OLD = 'session_too_old_to_reset_password';
const WRONG_PASSWORD = 'unauthorized_credentials';

/**
 * Sets a password (from the session, which the provider allows only within 5 minutes of a code or link: older, the
 * visitor confirms it is them first) or changes it (with the current one). The new one goes through the strength
 * meter of the sign-up, and the button waits until the provider calls it valid; a refused one changes nothing.
 */
export function PasswordSection({ user, account, kit }: AccountSectionProps & { kit: PasswordKit }) {
  const { t } = account;
  const widgetT = useTranslate();
  const ctx = usePluginContext();
  const [current, setCurrent] = useState('');
  const [tooOld, setTooOld] = useState(false);
  const email = user.emails[0]?.email;
  const minutes = sessionMinutes(ctx.config);

  if (!email) return <p className={text}>{t('pw.account.needsEmail')}</p>;
  if (!user.password) {
    if (tooOld || !account.recentlyConfirmed()) return <account.RecentSignIn />;
    return (
      <kit.NewPasswordForm
        intro={t('pw.account.setIntro')}
        label={widgetT('pw.password.newLabel')}
        email={email}
        pending={account.pending === 'set' ? 'submit' : account.busy ? 'other' : null}
        submitLabel={t('pw.account.set')}
        errorElsewhere
        onSubmit={(password) =>
          void account.run('set', async () => {
            try {
              const { user: updated } = await passwordResetBySession(ctx.client, { password, session_duration_minutes: minutes });
              await account.changed('password_set', { user: updated, message: t('pw.account.setDone') });
            } catch (error) {
              if (error instanceof ApiError && error.error_type === TOO_OLD) setTooOld(true);
              throw error;
            }
          })
        }
      />
    );
  }
  return (
    <kit.NewPasswordForm
      intro={t('pw.account.changeIntro')}
      label={widgetT('pw.password.newLabel')}
      email={email}
      pending={account.pending === 'change' ? 'submit' : account.busy ? 'other' : null}
      submitLabel={t('pw.account.change')}
      errorElsewhere
      onSubmit={(password) =>
        void account.run('change', async () => {
          try {
            const args = { email, existing_password: current, new_password: password, session_duration_minutes: minutes };
            const { user: updated } = await passwordResetByExistingPassword(ctx.client, args);
            setCurrent('');
            await account.changed('password_changed', { user: updated, message: t('pw.account.changed') });
          } catch (error) {
            throw error instanceof ApiError && error.error_type === WRONG_PASSWORD
              ? new ApiError({ ...error, error_message: t('pw.account.wrongCurrent') })
              : error;
          }
        })
      }
    >
      <kit.PasswordWithFeedback label={t('pw.account.current')} value={current} onChange={setCurrent} error={undefined} />
    </kit.NewPasswordForm>
  );
}

/** The section's component, with the plugin's meter and calls. */
export const passwordComponent = (kit: PasswordKit) =>
  function Password(props: AccountSectionProps) {
    return <PasswordSection {...props} kit={kit} />;
  };
