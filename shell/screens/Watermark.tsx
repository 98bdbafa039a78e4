import { useRuntime } from '../runtime/context.js';
import { useBootstrap } from '../runtime/hooks.js';
import { footer } from './main.css.js';

/** 'Powered by' footer, only when the project's bootstrap asks for it; text only, no remote image. */
export function Watermark() {
  const { t } = useRuntime();
  return useBootstrap()?.displayWatermark ? <p className={footer}>{t('main.poweredBy')} Stytch</p> : null;
}
