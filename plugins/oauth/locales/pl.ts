import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Kontynuuj przez {provider}',
  'oauth.authenticate.title': 'Logowanie',
  'oauth.authenticate.progress': 'Kończenie logowania…',
  'oauth.authenticate.failed': 'Logowanie nie powiodło się',
  'oauth.confirmation.title': 'Gotowe',
  'oauth.confirmation.text': 'Zalogowano pomyślnie.',
  'oauth.return.cancelled': 'Logowanie przez zewnętrzny serwis zostało anulowane. Wybierz sposób logowania, aby spróbować ponownie.',
  'oauth.return.failed': 'Logowanie przez zewnętrzny serwis nie zostało dokończone ({error}). Spróbuj ponownie.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Wczytywanie Google One Tap',
  'oauth.oneTap.signingIn': 'Logowanie przez Google…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap nie może się wyświetlić dla źródła {origin}: to źródło nie jest dozwolone dla klienta Google projektu. Dodaj je do „Autoryzowanych źródeł JavaScript” klienta.',
  'oauth.oneTap.invalidClient':
    'Google One Tap nie może się wyświetlić: Google nie rozpoznaje identyfikatora klienta skonfigurowanego dla tego projektu. Sprawdź, czy zgadza się z identyfikatorem klienta w konsoli Google Cloud.',
  'oauth.oneTap.noConfig': 'Google One Tap nie może się wyświetlić: dla tego projektu nie skonfigurowano klienta Google OAuth.',
  'oauth.oneTap.noLoginRedirect':
    'Google One Tap nie może się wyświetlić: projekt nie ma adresu URL przekierowania po logowaniu. Zarejestruj go w panelu.',
  'oauth.oneTap.noSignupRedirect':
    'Google One Tap nie może się wyświetlić: projekt nie ma adresu URL przekierowania po rejestracji. Zarejestruj go w panelu.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap nie może się wyświetlić: domyślnego klienta Google OAuth nie można używać z One Tap. Skonfiguruj dla projektu własnego klienta Google.',
  'oauth.config.noProviders': 'Błąd: oauthOptions.providers musi zawierać co najmniej jednego dostawcę logowania społecznościowego.',
  'oauth.config.unknownProvider': 'Błąd: nieznany dostawca OAuth „{provider}” w oauthOptions.providers.',
  'oauth.config.twice': 'Błąd: dostawca OAuth „{provider}” występuje w oauthOptions.providers dwa razy.',
  'oauth.config.badField': 'Błąd: wpis „{provider}” w oauthOptions.providers ma nieprawidłowe pole {field}.',
};

export default texts;
