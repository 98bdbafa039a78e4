import { useTranslate } from '../../../shell/plugin-api.js';
import { Heading, Stack, SuccessCheck, text } from '../../../shell/ui/index.js';
import { centered } from '../passwords.css.js';

export function PasswordConfirmationScreen() {
  const t = useTranslate();
  return (
    <Stack>
      <Heading centered>{t('pw.confirmation.title')}</Heading>
      <p className={`${text} ${centered}`}>{t('pw.confirmation.body')}</p>
      <SuccessCheck />
    </Stack>
  );
}
