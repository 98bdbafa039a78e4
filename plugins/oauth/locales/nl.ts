import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Doorgaan met {provider}',
  'oauth.authenticate.title': 'Bezig met inloggen',
  'oauth.authenticate.progress': 'Inloggen wordt afgerond…',
  'oauth.authenticate.failed': 'Inloggen mislukt',
  'oauth.confirmation.title': 'Gelukt!',
  'oauth.confirmation.text': 'Je bent ingelogd.',
  'oauth.return.cancelled': 'Het inloggen met je andere account is geannuleerd. Kies een inlogmethode om het opnieuw te proberen.',
  'oauth.return.failed': 'Het inloggen met je andere account is niet afgerond ({error}). Probeer het opnieuw.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Google One Tap laden',
  'oauth.oneTap.signingIn': 'Inloggen met Google…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap kan niet worden weergegeven op {origin}: deze oorsprong is niet toegestaan voor de Google-client van het project. Voeg hem toe aan de geautoriseerde JavaScript-oorsprongen van de client.',
  'oauth.oneTap.invalidClient':
    'Google One Tap kan niet worden weergegeven: Google herkent de client-ID die voor dit project is ingesteld niet. Controleer of deze overeenkomt met de client-ID in je Google Cloud-console.',
  'oauth.oneTap.noConfig': 'Google One Tap kan niet worden weergegeven: er is geen Google OAuth-client ingesteld voor dit project.',
  'oauth.oneTap.noLoginRedirect':
    'Google One Tap kan niet worden weergegeven: het project heeft geen omleidings-URL voor inloggen. Voeg er een toe in het dashboard.',
  'oauth.oneTap.noSignupRedirect':
    'Google One Tap kan niet worden weergegeven: het project heeft geen omleidings-URL voor registratie. Voeg er een toe in het dashboard.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap kan niet worden weergegeven: de standaard-OAuth-client van Google kan niet met One Tap worden gebruikt. Stel een eigen Google-client in voor het project.',
  'oauth.config.noProviders': 'Fout: oauthOptions.providers moet minstens één provider voor social login bevatten.',
  'oauth.config.unknownProvider': 'Fout: onbekende OAuth-provider "{provider}" in oauthOptions.providers.',
  'oauth.config.twice': 'Fout: de OAuth-provider "{provider}" staat twee keer in oauthOptions.providers.',
  'oauth.config.badField': 'Fout: de vermelding "{provider}" in oauthOptions.providers heeft een ongeldig veld {field}.',
};

export default texts;
