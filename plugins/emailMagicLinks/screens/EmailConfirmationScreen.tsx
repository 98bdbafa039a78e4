import { useEffect, useRef, useState } from 'react';
import { useErrorMessage, BackButton, Button, ErrorBanner, Heading, LinkButton, Stack, mutedText, text } from '../../../shell/ui/index.js';
import { usePluginContext, useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { mailLinks } from '../mailLinks.js';
import { centered, mailLink, mailLinks as mailLinksClass, resendRow } from './confirmation.css.js';

export function EmailConfirmationScreen({ params: { email } }: { params: { email: string } }) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('emailMagicLinks');
  const error = useErrorMessage();
  const [senderDomain, setSenderDomain] = useState<string | undefined>();
  const [resending, setResending] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    let live = true;
    void ctx.bootstrap().then((b) => live && setSenderDomain(b.emailDomains[0]));
    return () => {
      live = false;
    };
  }, [ctx]);

  const resend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setResending(true);
    ctx.clearError();
    try {
      await actions.resend(email);
    } catch (e) {
      ctx.setError(e);
    } finally {
      inFlight.current = false;
      setResending(false);
    }
  };

  return (
    <Stack>
      <BackButton />
      <Heading>{t('eml.confirmation.title')}</Heading>
      <p className={text}>{t('eml.confirmation.sentTo', { email })}</p>
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
        <LinkButton onClick={() => void resend()} disabled={resending} aria-busy={resending || undefined}>
          {t('eml.confirmation.resend')}
        </LinkButton>
      </p>
      {error && <ErrorBanner id="eml-confirmation-error" message={error.message} />}
      <Button variant="secondary" onClick={() => actions.tryAgain(email)}>
        {t('eml.confirmation.tryAgain')}
      </Button>
    </Stack>
  );
}
