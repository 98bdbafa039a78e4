import { usePluginContext, useProductActions, useTranslate } from '../../../shell/plugin-api.js';
import { Button } from '../../../shell/ui/index.js';
import { emailLoginOptions } from '../requestOptions.js';

interface Props {
  variant: 'primary' | 'secondary';
  /** The screen's pending action, so these buttons wait for it like the rest of the screen. */
  pending: string | null;
  run(key: 'link' | 'code', action: () => Promise<void>): void;
}

/** 'Email me a login link' / 'Email me a login code', for whichever of those products the host configured. */
export function EmailOptions({ variant, pending, run }: Props) {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const { link, code } = emailLoginOptions(ctx);
  return (
    <>
      {link && (
        <Button variant={variant} busy={pending === 'link'} disabled={pending !== null} onClick={() => run('link', actions.sendLoginLink)}>
          {t('pw.option.link')}
        </Button>
      )}
      {code && (
        <Button variant={variant} busy={pending === 'code'} disabled={pending !== null} onClick={() => run('code', actions.sendLoginCode)}>
          {t('pw.option.code')}
        </Button>
      )}
    </>
  );
}
