import { useEffect, useState } from 'react';
import { useRuntime } from '../runtime/context.js';
import { footer } from './main.css.js';

/** 'Powered by' footer, only when the project's bootstrap asks for it; text only, no remote image. */
export function Watermark() {
  const { ctx, t } = useRuntime();
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    void ctx.bootstrap().then((b) => live && setShow(b.displayWatermark));
    return () => {
      live = false;
    };
  }, [ctx]);
  return show ? <p className={footer}>{t('main.poweredBy')} Stytch</p> : null;
}
