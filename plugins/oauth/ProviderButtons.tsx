import { usePluginContext } from '../../shell/plugin-api.js';
import { buttonList } from './oauth.css.js';
import { GoogleOneTap } from './oneTap/GoogleOneTap.js';
import { ProviderButton } from './ProviderButton.js';
import { isOneTap, providersOf } from './providers.js';

/** Main's social section: the configured providers in their order, Google One Tap in Google's place when flagged. */
export function ProviderButtons() {
  const { config } = usePluginContext();
  return (
    <div className={buttonList}>
      {providersOf(config).map((provider) =>
        isOneTap(provider) ? <GoogleOneTap key={provider.type} provider={provider} /> : <ProviderButton key={provider.type} provider={provider} />,
      )}
    </div>
  );
}
