import { useEffect } from 'react';
import type { oauthAuthenticate, oauthStartUrl, OAuthProviderType } from '../../../core/api/oauth.js';
import { navigateTo, sessionMinutes, usePluginContext, type AccountSectionProps } from '../../../shell/plugin-api.js';
import { Button } from '../../../shell/ui/index.js';
import type { ProviderIcon } from '../icons.js';
import type { takePageReturn } from '../pageReturn.js';
import type { PROVIDER_NAMES, providersOf } from '../providers.js';
import { connectIcon, connectList } from './account.css.js';

/** What the section takes from the plugin's chunk, handed over so that the two chunks share no module. */
export interface ConnectKit {
  oauthStartUrl: typeof oauthStartUrl;
  oauthAuthenticate: typeof oauthAuthenticate;
  takePageReturn: typeof takePageReturn;
  providersOf: typeof providersOf;
  names: typeof PROVIDER_NAMES;
  ProviderIcon: typeof ProviderIcon;
}

/** The local provider's (and the hosted service's) answer when the account is already another user's. */
const TAKEN = 'duplicate_oauth_user_registration';

/**
 * The social accounts the visitor signs in with, each with Remove, and a button per configured provider not yet
 * connected. Connecting asks the provider for an attach token with the session, then leaves for the provider's start
 * with it, so the account joins this user rather than signing anyone in; the provider sends the visitor back to this
 * page, where the return is authenticated with the session.
 */
export function ConnectedAccountsSection({ user, account, kit }: AccountSectionProps & { kit: ConnectKit }) {
  const { t } = account;
  const ctx = usePluginContext();
  const nameOf = (type: string) => kit.names[type.toLowerCase() as OAuthProviderType] ?? type;
  const connected = new Set(user.providers.map((p) => p.provider_type.toLowerCase()));
  const offered = kit.providersOf(ctx.config).filter((p) => !connected.has(p.type));

  // Back from the provider: its token joins the account (or its refusal is said under the section).
  useEffect(() => {
    const found = kit.takePageReturn();
    if (!found) return;
    void account.run('return', async () => {
      if ('error' in found) {
        if (found.error === 'access_denied') throw new Error(t('oauth.account.cancelled'));
        throw new Error(found.error === TAKEN ? t('oauth.account.taken') : t('oauth.account.failed', { error: found.error }));
      }
      const added = await kit.oauthAuthenticate(ctx.client, found.token, { session_duration_minutes: sessionMinutes(ctx.config) });
      await account.changed('provider_connected', {
        id: added.oauth_user_registration_id,
        message: t('oauth.account.connected', { provider: nameOf(added.provider_type) }),
      });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const connect = (type: OAuthProviderType) =>
    account.run(`connect:${type}`, async () => {
      const { oauthAttach } = await import('../../../core/api/oauthAttach.js');
      const { oauth_attach_token } = await oauthAttach(ctx.client, type);
      const options = kit.providersOf(ctx.config).find((p) => p.type === type);
      const url = await kit.oauthStartUrl(ctx.client, type, {
        ...(options?.custom_scopes && { custom_scopes: options.custom_scopes }),
        ...(options?.provider_params && { provider_params: options.provider_params }),
        // The account joins this user, so the provider sends the visitor back to the login URL, never the sign-up one.
        login_redirect_url: account.returnUrl,
        oauth_attach_token,
      });
      navigateTo(url);
      // The page is leaving: the button stays busy until it has.
      await new Promise<never>(() => undefined);
    });

  return (
    <>
      <account.ui.List
        items={user.providers.map((p) => ({ id: p.oauth_user_registration_id, label: nameOf(p.provider_type) }))}
        empty={t('oauth.account.empty')}
        warning={t('oauth.account.removeWarning')}
        onRemove={(item) => account.remove('oauth', item.id, 'provider_disconnected', t('oauth.account.disconnected', { provider: item.label }))}
      />
      {offered.length > 0 && (
        <div className={connectList}>
          {offered.map((p) => (
            <Button
              key={p.type}
              variant="secondary"
              busy={account.pending === `connect:${p.type}`}
              disabled={account.busy}
              onClick={() => void connect(p.type)}
            >
              <kit.ProviderIcon type={p.type} className={connectIcon} />
              {t('oauth.account.connect', { provider: kit.names[p.type] })}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}

/** The section's component, with the plugin's calls. */
export const connectedAccountsComponent = (kit: ConnectKit) =>
  function ConnectedAccounts(props: AccountSectionProps) {
    return <ConnectedAccountsSection {...props} kit={kit} />;
  };
