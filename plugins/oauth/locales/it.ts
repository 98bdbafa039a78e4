import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Continua con {provider}',
  'oauth.authenticate.title': 'Accesso in corso',
  'oauth.authenticate.progress': "Completamento dell'accesso…",
  'oauth.authenticate.failed': 'Accesso non riuscito',
  'oauth.confirmation.title': 'Fatto!',
  'oauth.confirmation.text': "Hai effettuato l'accesso.",
  'oauth.return.cancelled': "L'accesso con il tuo altro account è stato annullato. Scegli un metodo di accesso per riprovare.",
  'oauth.return.failed': "L'accesso con il tuo altro account non è stato completato ({error}). Riprova.",
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Caricamento di Google One Tap',
  'oauth.oneTap.signingIn': 'Accesso con Google…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap non può essere mostrato su {origin}: questa origine non è consentita per il client Google del progetto. Aggiungila alle origini JavaScript autorizzate del client.',
  'oauth.oneTap.invalidClient':
    "Google One Tap non può essere mostrato: Google non riconosce l'ID client configurato per questo progetto. Verifica che corrisponda all'ID client nella tua console Google Cloud.",
  'oauth.oneTap.noConfig': 'Google One Tap non può essere mostrato: per questo progetto non è configurato alcun client OAuth di Google.',
  'oauth.oneTap.noLoginRedirect':
    "Google One Tap non può essere mostrato: il progetto non ha un URL di reindirizzamento per l'accesso. Aggiungine uno nella dashboard.",
  'oauth.oneTap.noSignupRedirect':
    'Google One Tap non può essere mostrato: il progetto non ha un URL di reindirizzamento per la registrazione. Aggiungine uno nella dashboard.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap non può essere mostrato: il client OAuth di Google predefinito non può essere usato con One Tap. Configura un client Google tuo per il progetto.',
  'oauth.config.noProviders': 'Errore: oauthOptions.providers deve elencare almeno un provider di social login.',
  'oauth.config.unknownProvider': 'Errore: provider OAuth sconosciuto "{provider}" in oauthOptions.providers.',
  'oauth.config.twice': 'Errore: il provider OAuth "{provider}" compare due volte in oauthOptions.providers.',
  'oauth.config.badField': 'Errore: la voce "{provider}" di oauthOptions.providers ha un campo {field} non valido.',
};

export default texts;
