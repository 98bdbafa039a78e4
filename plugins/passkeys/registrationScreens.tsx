import { useEffect, useState } from 'react';
import { useTranslate, type ScreenComponent, type ScreenParams } from '../../shell/plugin-api.js';
import { mutedText, spinner, visuallyHidden } from '../../shell/ui/index.js';

type Part = typeof import('./parts/registration.js');
let part: Part | undefined;
let loading: Promise<Part> | undefined;

/** Fetches the registration entry's screens once; the entry asks at mount, beside its request for the user. */
export const loadRegistration = (): Promise<Part> => (loading ??= import('./parts/registration.js').then((loaded) => (part = loaded)));

/** A screen of that part: the loading state the screens show while the part arrives (on the entry's first paint only). */
function lazyScreen<S extends 'PasskeyRegistrationStart' | 'PasskeyRegistrationSuccess' | 'PasskeyRegistrationDone'>(
  name: `${S}Screen`,
): ScreenComponent<S> {
  return function RegistrationScreen(props: { params: ScreenParams<S> }) {
    const t = useTranslate();
    const [loaded, setLoaded] = useState(part);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void loadRegistration().then((arrived) => live && setLoaded(arrived));
      return () => {
        live = false;
      };
    }, [loaded]);
    if (loaded) {
      const Screen = loaded[name] as ScreenComponent<S>;
      return <Screen {...props} />;
    }
    return (
      <p className={mutedText} role="status">
        <span className={spinner} aria-hidden="true" />
        <span className={visuallyHidden}>{t('loading')}</span>
      </p>
    );
  };
}

export const PasskeyRegistrationStart = lazyScreen<'PasskeyRegistrationStart'>('PasskeyRegistrationStartScreen');
export const PasskeyRegistrationSuccess = lazyScreen<'PasskeyRegistrationSuccess'>('PasskeyRegistrationSuccessScreen');
export const PasskeyRegistrationDone = lazyScreen<'PasskeyRegistrationDone'>('PasskeyRegistrationDoneScreen');
