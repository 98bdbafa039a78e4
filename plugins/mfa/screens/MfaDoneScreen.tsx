import { useTranslate } from '../../../shell/plugin-api.js';
import { Heading, Stack, SuccessCheck, text } from '../../../shell/ui/index.js';

/** The step-up entry's end (the host's promise has settled; it usually unmounts the entry at once). */
export function MfaDoneScreen() {
  const t = useTranslate();
  return (
    <Stack>
      <Heading centered>{t('mfa.done.title')}</Heading>
      <p className={text}>{t('mfa.done.text')}</p>
      <SuccessCheck />
    </Stack>
  );
}
