import { useBootstrap, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, LinkButton, ScreenLayout, Slot, WithUserText, mutedText, text } from '../../../shell/ui/index.js';
import { mailLinks } from '../mailLinks.js';
import { centered, mailLink, mailLinks as mailLinksClass, resendRow } from './confirmation.css.js';

export function EmailConfirmationScreen({ params: { email } }: { params: { email: string } }) {
  const t = useTranslate();
  const actions = useProductActions('emailMagicLinks');
  const senderDomain = useBootstrap()?.emailDomains[0];
  const [pending, run] = useSingleFlight<'resend'>();
  const resending = pending !== null;

  return (
    <>
      <ScreenLayout
        title={t('eml.confirmation.title')}
        footer={
          <Button variant="secondary" onClick={() => actions.tryAgain(email)}>
            {t('eml.confirmation.tryAgain')}
          </Button>
        }
      >
        <p className={text}>
          <WithUserText message={(slot) => t('eml.confirmation.sentTo', { email: slot })} value={email} />
        </p>
        <nav aria-label={t('eml.confirmation.openIn')}>
          <ul className={mailLinksClass}>
            {mailLinks(senderDomain).map((link) => (
              <li key={link.provider}>
                <a className={mailLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`eml.confirmation.${link.provider}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={`${mutedText} ${resendRow} ${centered}`}>
          <span>{t('eml.confirmation.noEmail')}</span>
          <LinkButton onClick={() => void run('resend', () => actions.resend(email))} busy={resending}>
            {t('eml.confirmation.resend')}
          </LinkButton>
        </p>
      </ScreenLayout>
      <Slot name="loginSent" destination={email} channel="email" />
    </>
  );
}
