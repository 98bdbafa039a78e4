import { useState } from 'react';
import { usePluginContext, useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { EMPTY_PHONE_ENTRY, PhoneNumberInput, phoneEntryOnWire } from '../../../shell/ui/PhoneNumberInput.js';
import { Button, ScreenLayout, text } from '../../../shell/ui/index.js';
import { form } from '../mfa.css.js';
import { OtherWays } from '../OtherWays.js';

/** Text messages as the second factor: the number to send the codes to, proven by the first one. */
export function MfaPhoneScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('mfa');
  const [phone, setPhone] = useState(EMPTY_PHONE_ENTRY);
  const [pending, run, failure] = useSingleFlight<'send'>();
  const submit = () =>
    run('send', async () => {
      const phoneNumber = await phoneEntryOnWire(phone);
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
            <PhoneNumberInput value={phone} onChange={setPhone} errorId={failure ? errorId : undefined} initialFocus />
            <Button type="submit" busy={pending === 'send'}>
              {t('mfa.phone.submit')}
            </Button>
          </form>
        </>
      )}
    </ScreenLayout>
  );
}
