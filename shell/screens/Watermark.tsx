import { useEffect, useState } from 'react';
import type { BootstrapData } from '../../core/types.js';
import { useRuntime } from '../runtime/context.js';
import type { Translate } from '../strings.js';
import { footer } from './main.css.js';

/** The footer of a running widget. */
export function Watermark() {
  const { ctx, t } = useRuntime();
  return <PoweredBy bootstrap={ctx.bootstrap} t={t} />;
}

/**
 * 'Powered by' footer, only when the project's bootstrap asks for it; text only, no remote image. Takes the
 * bootstrap loader itself, so a widget stopped by a configuration error (no runtime) still shows it.
 */
export function PoweredBy({ bootstrap, t }: { bootstrap: () => Promise<BootstrapData>; t: Translate }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    void bootstrap().then((data) => live && setShow(data.displayWatermark));
    return () => {
      live = false;
    };
  }, [bootstrap]);
  return show ? <p className={footer}>{t('main.poweredBy')} Stytch</p> : null;
}
