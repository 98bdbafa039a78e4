import { useEffect, useState } from 'react';
import { browserSupportsAutofill } from '../../core/api/webauthn.js';
import { useLoginMethods, useProductActions, useSingleFlight, useTranslate } from '../../shell/plugin-api.js';
import { Button, Divider } from '../../shell/ui/index.js';
import { PasskeyIcon } from './icons.js';

type Place = 'first' | 'last';

/**
 * SPEC §2: the button goes first on Main, unless the browser offers passkeys in autofill and Main has the
 * email/phone form; then the form's autofill is the main way in and the button follows the form. Undefined until
 * the browser has answered, so the button never jumps from one place to the other.
 */
function usePlace(): Place | undefined {
  const hasForm = useLoginMethods().length > 0;
  const [autofill, setAutofill] = useState<boolean>();
  useEffect(() => {
    if (!hasForm) return;
    let live = true;
    void browserSupportsAutofill().then((supported) => live && setAutofill(supported));
    return () => {
      live = false;
    };
  }, [hasForm]);
  if (!hasForm) return 'first';
  return autofill === undefined ? undefined : autofill ? 'last' : 'first';
}

function PasskeyButton({ place }: { place: Place }) {
  const t = useTranslate();
  const actions = useProductActions('passkeys');
  const [pending, run] = useSingleFlight<'passkey'>();
  if (usePlace() !== place) return null;
  const button = (
    <Button variant="secondary" busy={pending === 'passkey'} onClick={() => void run('passkey', actions.authenticate)}>
      <PasskeyIcon />
      {t('passkey.login')}
    </Button>
  );
  return place === 'first' ? (
    button
  ) : (
    <>
      <Divider />
      {button}
    </>
  );
}

/** Main's leading section. */
export const FirstPasskeyButton = () => <PasskeyButton place="first" />;
/** The `mainEnd` slot, under the form. */
export const LastPasskeyButton = () => <PasskeyButton place="last" />;
