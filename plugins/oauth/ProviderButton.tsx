import { useProductActions, useProductState, useTranslate } from '../../shell/plugin-api.js';
import { Button } from '../../shell/ui/index.js';
import { ProviderIcon } from './icons.js';
import { buttonIcon } from './oauth.css.js';
import type { OAuthProviderOptions } from './options.js';
import { PROVIDER_NAMES } from './providers.js';

/** 'Continue with {provider}': shows progress while leaving for the provider; no button starts a second redirect. */
export function ProviderButton({ provider }: { provider: OAuthProviderOptions }) {
  const t = useTranslate();
  const actions = useProductActions('oauth');
  const starting = useProductState('oauth', (s) => s.starting);
  return (
    <Button variant="secondary" busy={starting === provider.type} disabled={starting !== null} onClick={() => void actions.start(provider)}>
      <ProviderIcon type={provider.type} className={buttonIcon} />
      {t('oauth.continueWith', { provider: PROVIDER_NAMES[provider.type] })}
    </Button>
  );
}
