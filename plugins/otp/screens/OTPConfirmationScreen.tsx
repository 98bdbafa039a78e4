import { useEffect, useRef } from 'react';
import { usePluginContext, useTranslate } from '../../../shell/plugin-api.js';
import { Heading, Stack, SuccessCheck, text } from '../../../shell/ui/index.js';
import { centered } from '../otp.css.js';

export function OTPConfirmationScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  // StrictMode runs effects twice on the same instance; the ref keeps the host event to one per display.
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    ctx.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE' });
  }, [ctx]);

  return (
    <Stack>
      <Heading centered>{t('otp.confirmation.title')}</Heading>
      <p className={`${text} ${centered}`}>{t('otp.confirmation.text')}</p>
      <SuccessCheck />
    </Stack>
  );
}
