import { useRuntime } from '../runtime/context.js';
import { Button } from '../ui/Button.js';
import { text } from '../ui/screen.css.js';
import { form } from './account.css.js';
import { useSectionKit } from './sectionKit.js';
import { useProductState } from '../runtime/hooks.js';

/**
 * Before a change that needs a recent sign-in: the visitor proves an email of theirs again with a code (or a link)
 * from the product that sends them, through its capability, so its screens, options and events stay its own. The
 * sign-in that follows comes back to the page (the account's onLoginComplete). Without such a product, it says how.
 */
export function RecentSignIn() {
  const { ctx, t } = useRuntime();
  const account = useSectionKit();
  const user = useProductState('account', (s) => s.user);
  const emails = (user?.emails ?? []).filter((e) => e.verified).map((e) => e.email);
  const code = ctx.capability('emailLoginCode');
  const link = ctx.capability('emailLoginLink');
  const send = code ?? link;
  const signInUrl = ctx.config.accountOptions?.signInUrl;
  return (
    <div className={form}>
      <p className={text}>{t('account.recent.text')}</p>
      {emails.length === 0 && <p className={text}>{t('account.recent.noEmail')}</p>}
      {send ? (
        emails.map((email) => (
          <Button
            key={email}
            variant="secondary"
            busy={account.pending === `recent:${email}`}
            disabled={account.busy}
            onClick={() => void account.run(`recent:${email}`, () => send(email))}
          >
            {t(code ? 'account.recent.code' : 'account.recent.link', { email })}
          </Button>
        ))
      ) : (
        <p className={text}>
          {t('account.recent.again')} {signInUrl && <a href={signInUrl}>{t('account.signedOut.link')}</a>}
        </p>
      )}
    </div>
  );
}
