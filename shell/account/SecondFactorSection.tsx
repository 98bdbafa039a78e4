import type { AccountSectionProps } from '../accountTypes.js';
import { useRuntime } from '../runtime/context.js';
import { Button } from '../ui/Button.js';
import { mutedText } from '../ui/screen.css.js';
import { form } from './account.css.js';

/** What the offering product's enrolment rejects with when the visitor leaves it. */
const CANCELLED = 'StepUpCancelledError';

/**
 * Two-step verification, through the product that offers it (the `enrolSecondFactor` capability: its screens show the
 * QR code, check the first code and hand out the recovery codes, then the page comes back): set up an authenticator
 * app, set it up again for new recovery codes, or remove it (the provider asks for the second factor first; the kit's
 * step-up takes care of that).
 */
export function SecondFactorSection({ user, account }: AccountSectionProps) {
  const { t } = account;
  const { ctx } = useRuntime();
  const apps = user.totps.filter((totp) => totp.verified);

  const setUp = (again: boolean) =>
    account.run(again ? 'renew' : 'enrol', async () => {
      const enrol = ctx.capability('enrolSecondFactor');
      if (!enrol) return;
      try {
        await enrol();
      } catch (error) {
        if (error instanceof Error && error.name === CANCELLED) return ctx.back();
        throw error;
      }
      ctx.back();
      await account.changed(again ? 'recovery_codes_replaced' : 'totp_added', {
        message: t(again ? 'account.secondFactor.renewed' : 'account.secondFactor.added'),
      });
    });

  return (
    <div className={form}>
      <p className={mutedText}>{t(apps.length > 0 ? 'account.secondFactor.on' : 'account.secondFactor.off')}</p>
      {apps.length > 0 && (
        <account.ui.List
          items={apps.map((app) => ({ id: app.totp_id, label: t('account.secondFactor.app') }))}
          empty=""
          warning={t('account.secondFactor.removeWarning')}
          onRemove={(item) => account.remove('totps', item.id, 'totp_removed', t('account.secondFactor.removed'))}
        />
      )}
      <Button
        variant={apps.length > 0 ? 'secondary' : 'primary'}
        busy={account.pending === 'enrol' || account.pending === 'renew'}
        disabled={account.busy}
        onClick={() => void setUp(apps.length > 0)}
      >
        {t(apps.length > 0 ? 'account.secondFactor.renew' : 'account.secondFactor.setUp')}
      </Button>
      {apps.length > 0 && <p className={mutedText}>{t('account.secondFactor.renewHint')}</p>}
    </div>
  );
}
