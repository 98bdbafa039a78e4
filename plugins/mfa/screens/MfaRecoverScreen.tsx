import { useState } from 'react';
import { useProductActions, useSingleFlight, useTranslate } from '../../../shell/plugin-api.js';
import { Button, mutedText, ScreenLayout, text, TextField } from '../../../shell/ui/index.js';
import { form } from '../mfa.css.js';
import { OtherWays } from '../OtherWays.js';
import { useLocked } from '../useLocked.js';

/** A recovery code in place of the app's: what was typed stays after a refusal, to fix a typo rather than retype it. */
export function MfaRecoverScreen() {
  const t = useTranslate();
  const actions = useProductActions('mfa');
  const [code, setCode] = useState('');
  const [pending, run, failure] = useSingleFlight<'recover'>();
  const locked = useLocked('app');
  const submit = () =>
    run('recover', async () => {
      if (!code.trim()) throw new Error(t('mfa.recover.empty'));
      await actions.recover(code);
    });
  return (
    <ScreenLayout title={t('mfa.recover.title')} back={false} footer={<OtherWays current="recovery" />}>
      {(errorId) => (
        <>
          <p className={text}>{t('mfa.recover.text')}</p>
          <form
            className={form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={t('mfa.recover.label')}
              name="recovery_code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              errorId={failure ? errorId : undefined}
              data-initial-focus=""
            />
            <Button type="submit" busy={pending === 'recover'} disabled={locked}>
              {t('mfa.recover.submit')}
            </Button>
          </form>
          <p className={mutedText}>{t('mfa.recover.help')}</p>
        </>
      )}
    </ScreenLayout>
  );
}
