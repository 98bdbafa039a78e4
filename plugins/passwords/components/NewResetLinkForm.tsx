import { useState } from 'react';
import { isValidEmail, usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, TextField, text } from '../../../shell/ui/index.js';
import { form } from '../passwords.css.js';

/**
 * The reset page's way out when its link cannot set a password (used, expired, missing, or its PKCE verifier is on
 * another device): the reason in the page's banner, and the address to email a new reset link to.
 */
export function NewResetLinkForm({ initialEmail, onSent }: { initialEmail: string; onSent(): void }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const [email, setEmail] = useState(initialEmail);
  const [pending, run] = useSingleFlight<'send'>();
  return (
    <ScreenLayout title={t('pw.reset.newLink.title')} back={false}>
      {(errorId) => (
        <form
          className={form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const address = email.trim();
            if (!isValidEmail(address)) return ctx.setError(t('pw.invalidEmail'));
            void run('send', async () => {
              await actions.requestResetEmail(address);
              onSent();
            });
          }}
        >
          <p className={text}>{t('pw.reset.newLink.intro')}</p>
          <TextField
            label={t('form.email.label')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            errorId={errorId}
          />
          <Button type="submit" busy={pending === 'send'} disabled={pending !== null}>
            {t('pw.reset.newLink.send')}
          </Button>
        </form>
      )}
    </ScreenLayout>
  );
}
