import { useEffect, useState } from 'react';
import { magicLinkSend } from '../../../core/api/magicLinkSend.js';
import { ApiError } from '../../../core/errors.js';
import { isValidEmail, sessionMinutes, usePluginContext, type AccountSectionProps } from '../../../shell/plugin-api.js';
import { Button, LinkButton, TextField, text } from '../../../shell/ui/index.js';
import type { requestOptions } from '../slice.js';
import { emailForm } from './account.css.js';

/**
 * What the section takes from the plugin's chunk (the sign-in's link options), handed over so that the two chunks
 * share no module; its send is its own (core/api/magicLinkSend.ts), which no login makes.
 */
export interface LinkCalls {
  requestOptions: typeof requestOptions;
}

/** The provider's error type for an address another user has. */
const TAKEN = 'duplicate_email';

/** A magic link this page was opened from: its token, taken out of the address so a reload does not spend it again. */
function takeLinkToken(): string | undefined {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (url.searchParams.get('stytch_token_type') !== 'magic_links' || !token) return undefined;
  url.searchParams.delete('stytch_token_type');
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.href);
  return token;
}

/**
 * The user's email addresses, each with Remove, and a new one added by a link sent to it with the session
 * (send/secondary) that comes back to this page: opened here, the link is authenticated with the session, so the
 * address joins the account proven. An address already on the account, one another account has and a malformed one
 * are said under the section; nothing is added until the link is opened.
 */
export function EmailsSection({ user, account, calls }: AccountSectionProps & { calls: LinkCalls }) {
  const { t } = account;
  const ctx = usePluginContext();
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<string>();

  // Back from the link: the address joins the account (a token the host's page already used fails quietly as spent).
  useEffect(() => {
    const token = takeLinkToken();
    if (!token) return;
    void account.run('link', async () => {
      const { magicLinkAuthenticate } = await import('../../../core/api/magicLinkAuthenticate.js');
      const { method_id } = await magicLinkAuthenticate(ctx.client, token, { session_duration_minutes: sessionMinutes(ctx.config) });
      await account.changed('email_added', { id: method_id, message: t('account.emails.added') });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = (again = false) =>
    account.run(again ? 'resend' : 'send', async () => {
      const email = sent ?? value.trim();
      if (!isValidEmail(email)) throw new Error(t('account.emails.invalid'));
      if (user.emails.some((e) => e.email.toLowerCase() === email.toLowerCase())) throw new Error(t('account.emails.already'));
      const options = {
        ...calls.requestOptions(ctx.config.emailMagicLinksOptions),
        login_magic_link_url: account.returnUrl,
        signup_magic_link_url: account.returnUrl,
      };
      try {
        await magicLinkSend(ctx.client, email, { ...options, ...(ctx.locale && { locale: ctx.locale }) });
      } catch (error) {
        throw error instanceof ApiError && error.error_type === TAKEN ? new ApiError({ ...error, error_message: t('account.emails.taken') }) : error;
      }
      setSent(email);
      if (again) ctx.toast({ kind: 'success', message: t('eml.resent') });
    });

  const [before, after = ''] = t('eml.account.sentTo', { email: '{email}' }).split('{email}');
  return (
    <>
      <account.ui.List
        items={user.emails.map((e) => ({
          id: e.email_id,
          label: e.email,
          detail: t(e.verified ? 'account.emails.verified' : 'account.emails.unverified'),
        }))}
        empty={t('account.emails.empty')}
        warning={t('account.emails.removeWarning')}
        onRemove={(item) => account.remove('emails', item.id, 'email_removed', t('account.emails.removed'))}
      />
      {sent ? (
        <div className={emailForm}>
          <p className={text} role="status">
            {before}
            <strong dir="ltr">{sent}</strong>
            {after}
          </p>
          <account.ui.Actions>
            <Button
              variant="secondary"
              disabled={account.busy}
              onClick={() => {
                setSent(undefined);
                setValue('');
              }}
            >
              {t('account.cancel')}
            </Button>
          </account.ui.Actions>
          <LinkButton busy={account.pending === 'resend'} disabled={account.busy && account.pending !== 'resend'} onClick={() => void send(true)}>
            {t('eml.account.resend')}
          </LinkButton>
        </div>
      ) : (
        <form
          className={emailForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextField
            label={t('account.emails.new')}
            type="email"
            name="email"
            autoComplete="email"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            errorId={account.errorId}
          />
          <Button type="submit" busy={account.pending === 'send'} disabled={value.trim() === '' || account.busy}>
            {t('eml.account.send')}
          </Button>
        </form>
      )}
    </>
  );
}

/** The section's component, with the plugin's calls. */
export const emailsComponent = (calls: LinkCalls) =>
  function Emails(props: AccountSectionProps) {
    return <EmailsSection {...props} calls={calls} />;
  };
