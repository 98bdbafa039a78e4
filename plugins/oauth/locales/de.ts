import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Weiter mit {provider}',
  'oauth.authenticate.title': 'Anmeldung läuft',
  'oauth.authenticate.progress': 'Anmeldung wird abgeschlossen…',
  'oauth.authenticate.failed': 'Anmeldung fehlgeschlagen',
  'oauth.confirmation.title': 'Geschafft!',
  'oauth.confirmation.text': 'Sie haben sich erfolgreich angemeldet.',
  'oauth.return.cancelled': 'Die Anmeldung über Ihr anderes Konto wurde abgebrochen. Wählen Sie eine Anmeldemethode, um es erneut zu versuchen.',
  'oauth.return.failed': 'Die Anmeldung über Ihr anderes Konto wurde nicht abgeschlossen ({error}). Bitte versuchen Sie es erneut.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Google One Tap wird geladen',
  'oauth.oneTap.signingIn': 'Anmeldung mit Google…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap kann auf {origin} nicht angezeigt werden: Dieser Ursprung ist für den Google-Client des Projekts nicht zugelassen. Fügen Sie ihn den autorisierten JavaScript-Quellen des Clients hinzu.',
  'oauth.oneTap.invalidClient':
    'Google One Tap kann nicht angezeigt werden: Google erkennt die für dieses Projekt konfigurierte Client-ID nicht. Prüfen Sie, ob sie mit der Client-ID in Ihrer Google Cloud Console übereinstimmt.',
  'oauth.oneTap.noConfig': 'Google One Tap kann nicht angezeigt werden: Für dieses Projekt ist kein Google-OAuth-Client konfiguriert.',
  'oauth.oneTap.noLoginRedirect':
    'Google One Tap kann nicht angezeigt werden: Das Projekt hat keine Weiterleitungs-URL für die Anmeldung. Hinterlegen Sie eine im Dashboard.',
  'oauth.oneTap.noSignupRedirect':
    'Google One Tap kann nicht angezeigt werden: Das Projekt hat keine Weiterleitungs-URL für die Registrierung. Hinterlegen Sie eine im Dashboard.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap kann nicht angezeigt werden: Der Standard-OAuth-Client von Google kann nicht mit One Tap verwendet werden. Konfigurieren Sie einen eigenen Google-Client für das Projekt.',
  'oauth.config.noProviders': 'Fehler: oauthOptions.providers muss mindestens einen Social-Login-Anbieter enthalten.',
  'oauth.config.unknownProvider': 'Fehler: Unbekannter OAuth-Anbieter "{provider}" in oauthOptions.providers.',
  'oauth.config.twice': 'Fehler: Der OAuth-Anbieter "{provider}" ist in oauthOptions.providers doppelt aufgeführt.',
  'oauth.config.badField': 'Fehler: Der Eintrag "{provider}" in oauthOptions.providers hat ein ungültiges Feld {field}.',
};

export default texts;
