import { useState } from 'react';
import { usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, mutedText, ScreenLayout, text, TextField } from '../../../shell/ui/index.js';
import { form } from '../mfa.css.js';
import { OtherWays } from '../OtherWays.js';
import { toE164 } from '../ways.js';

/** Text messages as the second factor: the number to send the codes to, proven by the first one. */
export function MfaPhoneScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('mfa');
  const [phone, setPhone] = useState('');
  const [pending, run, failure] = useSingleFlight<'send'>();
  const submit = () =>
    run('send', async () => {
      const phoneNumber = toE164(phone);
      if (!phoneNumber) throw new Error(t('mfa.phone.invalid'));
      await actions.sendSms(phoneNumber);
      ctx.navigate('MfaSms', { phoneNumber, sent: true });
    });
  return (
    <ScreenLayout title={t('mfa.phone.title')} back={false} footer={<OtherWays current="setup" />}>
      {(errorId) => (
        <>
          <p className={text}>{t('mfa.phone.text')}</p>
          <form
            className={form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={t('mfa.phone.label')}
              type="tel"
              name="phone"
              dir="ltr"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              errorId={failure ? errorId : undefined}
              data-initial-focus=""
            />
            <p className={mutedText}>{t('mfa.phone.hint')}</p>
            <Button type="submit" busy={pending === 'send'}>
              {t('mfa.phone.submit')}
            </Button>
          </form>
        </>
      )}
    </ScreenLayout>
  );
}
