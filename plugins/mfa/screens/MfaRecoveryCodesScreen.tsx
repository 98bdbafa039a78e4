import { useBootstrap, usePluginContext, useProductActions, useProductState, useTranslate } from '../../../shell/plugin-api.js';
import { Button, ScreenLayout, text } from '../../../shell/ui/index.js';
import { copyText, downloadText } from '../copy.js';
import { actions as actionsClass, codes as codesClass } from '../mfa.css.js';

/** A project name as a file name's start: letters and digits, dashes between. */
const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * What the screen lists once the codes have left the widget's memory (the step after "I have saved them"): one
 * array, so the store's selector answers the same value each time and the screen does not render again and again.
 */
const NO_CODES: readonly string[] = [];

/** The new app's recovery codes, shown this once: copy, download as a text file, and 'I have saved them' to end. */
export function MfaRecoveryCodesScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('mfa');
  const codes = useProductState('mfa', (s) => s.setup?.recoveryCodes ?? NO_CODES);
  const project = useBootstrap()?.projectName ?? '';
  const file = () => [t('mfa.codes.file', { project }), '', ...codes, ''].join('\n');
  return (
    <ScreenLayout title={t('mfa.codes.title')} back={false}>
      <p className={text}>{t('mfa.codes.text')}</p>
      <ul className={codesClass} aria-label={t('mfa.codes.list')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={actionsClass}>
        <Button variant="secondary" onClick={() => void copyText(ctx, codes.join('\n'))}>
          {t('mfa.codes.copy')}
        </Button>
        <Button variant="secondary" onClick={() => downloadText(`${fileSlug(project) || 'account'}-recovery-codes.txt`, file())}>
          {t('mfa.codes.download')}
        </Button>
        <Button onClick={() => actions.codesSaved()}>{t('mfa.codes.saved')}</Button>
      </div>
    </ScreenLayout>
  );
}
