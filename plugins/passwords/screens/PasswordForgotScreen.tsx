import { usePluginContext, useProductActions, useTranslate, useSingleFlight } from '../../../shell/plugin-api.js';
import { Button } from '../../../shell/ui/index.js';
import { CheckEmail } from '../components/CheckEmail.js';
import { emailLoginOptions } from '../requestOptions.js';

export function PasswordForgotScreen() {
  const t = useTranslate();
  const ctx = usePluginContext();
  const actions = useProductActions('passwords');
  const [pending, run] = useSingleFlight<'code' | 'link'>();
  const { link, code } = emailLoginOptions(ctx);
  const withoutPassword = code
    ? ({ key: 'code', action: actions.sendLoginCode } as const)
    : link
      ? ({ key: 'link', action: actions.sendLoginLink } as const)
      : undefined;
  return (
    <CheckEmail title="pw.forgot.title" body="pw.forgot.body">
      {withoutPassword && (
        <Button variant="secondary" busy={pending !== null} onClick={() => void run(withoutPassword.key, withoutPassword.action)}>
          {t('pw.forgot.withoutPassword')}
        </Button>
      )}
    </CheckEmail>
  );
}
