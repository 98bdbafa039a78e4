import { useTranslate } from '../../../shell/plugin-api.js';
import { ScreenLayout, text } from '../../../shell/ui/index.js';

/** Any failure of the wallet flow ends here; the banner below says which step failed, the back arrow starts over. */
export function CryptoErrorScreen() {
  const t = useTranslate();
  return (
    <ScreenLayout title={t('crypto.error.title')}>
      <p className={text}>{t('crypto.error.text')}</p>
    </ScreenLayout>
  );
}
