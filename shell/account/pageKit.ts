import { useRef, useState } from 'react';
import { ApiError } from '../../core/errors.js';
import type { User } from '../../core/types.js';
import type { AccountKit, AccountUi } from '../accountTypes.js';
import type { ErrorLike, PluginContext } from '../pluginTypes.js';
import type { AccountChange, AccountSectionId, Translate } from '../registries.js';
import { AccountList } from './AccountList.js';
import { FormActions } from './FormActions.js';
import { isLastWay, recentlyConfirmed } from './lastWay.js';
import { RecentSignIn } from './RecentSignIn.js';
import type { AccountActions } from './slice.js';

const ui: AccountUi = { List: AccountList, Actions: FormActions };

interface PageInput {
  ctx: PluginContext;
  actions: AccountActions;
  user: User;
  /** The error the page shows now (the store's), so that only the section that failed shows it. */
  error: ErrorLike | null;
  /** The store's error right now, to tell which failure it is. */
  currentError(): ErrorLike | null;
}

/**
 * What the page shares among its sections: one change at a time (a ref, so a second click in the same task is
 * refused too), which section's change is running, and which section the current error belongs to.
 */
export function usePageKit({ ctx, actions, user, error, currentError }: PageInput) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState<{ section: string; key: string } | null>(null);
  const [failed, setFailed] = useState<{ section: string; shown: ErrorLike | null } | null>(null);

  const changed: AccountKit['changed'] = async (change: AccountChange, done) => {
    const now = await actions.refresh(done.user);
    ctx.toast({ kind: 'success', message: done.message });
    ctx.emit({ type: 'ACCOUNT_CHANGE', data: { change, user_id: now.user_id, ...(done.id !== undefined && { id: done.id }) } });
  };

  /**
   * A change the provider refuses for want of a second factor (insufficient_factors): the product that offers a step-up
   * asks for it on its screens, the page comes back, and the change is tried once more; without one, or when the
   * visitor cancels, the change is not made and the section says why.
   */
  const guarded = async (change: () => Promise<void>) => {
    try {
      await change();
    } catch (error) {
      const stepUp = error instanceof ApiError && error.error_type === 'insufficient_factors' ? ctx.capability('stepUp') : undefined;
      if (!stepUp) throw error;
      try {
        await stepUp();
      } catch {
        throw new Error(ctx.t('account.secondFactorNeeded'));
      } finally {
        ctx.back();
      }
      await change();
    }
  };

  const failIn = (section: string, problem: unknown) => {
    ctx.setError(problem);
    setFailed({ section, shown: currentError() });
  };
  /** The section the current error belongs to; none when it came from elsewhere (the page shows it at its end). */
  const owner = error && failed?.shown === error ? failed.section : undefined;

  /** The kit of one section; `errorId` is the id its error banner takes. */
  const kitOf = (section: AccountSectionId, t: Translate, errorId: string): AccountKit & { error: ErrorLike | null } => {
    const shown = owner === section ? error : null;
    return {
      t,
      error: shown,
      errorId: shown ? errorId : undefined,
      pending: pending?.section === section ? pending.key : null,
      busy: pending !== null,
      async run(key, change) {
        if (inFlight.current) return false;
        inFlight.current = true;
        setPending({ section, key });
        ctx.clearError();
        try {
          await guarded(change);
          return true;
        } catch (problem) {
          failIn(section, problem);
          return false;
        } finally {
          inFlight.current = false;
          setPending(null);
        }
      },
      fail: (message) => failIn(section, new Error(message)),
      clearError: () => ctx.clearError(),
      changed,
      async remove(kind, id, change, message) {
        const { deleteFactor } = await import('../../core/api/users.js');
        await changed(change, { id, message, user: await deleteFactor(ctx.client, kind, id) });
      },
      lastWay: (id) => (isLastWay(user, id) ? ctx.t('account.lastWay') : undefined),
      // Absolute, as the provider compares it with the registered ones.
      returnUrl: new URL(ctx.config.accountOptions?.returnUrl ?? location.pathname, location.href).href,
      recentlyConfirmed: () => recentlyConfirmed(ctx.client.session.getSync()?.authentication_factors ?? [], Date.now()),
      RecentSignIn,
      ui,
    };
  };
  return { kitOf, unowned: owner === undefined ? error : null };
}
