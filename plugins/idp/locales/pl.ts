import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'Brak wymaganego parametru: {name}. Skontaktuj się z twórcami aplikacji.',
  'idp.noSession': 'Nie wykryto aktywnej sesji. Zaloguj się, aby kontynuować.',
  'idp.signIn.for': 'Logowanie do aplikacji {client}.',
  'idp.problem.title': 'Coś poszło nie tak',
  'idp.redirecting': 'Powrót do aplikacji…',
  'idp.consent.titleAccess': 'Aplikacja {client} prosi o dostęp do Twojego konta {project}',
  'idp.consent.titleSignIn': 'Zaloguj się do aplikacji {client} za pomocą konta {project}',
  'idp.consent.intro': 'Aplikacja {client} będzie mogła:',
  'idp.consent.allow': 'Zezwól',
  'idp.consent.deny': 'Odmów',
  'idp.consent.denied': 'Odmówiono aplikacji dostępu.',
  'idp.scope.openid': 'Potwierdzać Twoją tożsamość',
  'idp.scope.profile': 'Wyświetlać Twoje imię i nazwisko',
  'idp.scope.email': 'Wyświetlać Twój adres e-mail',
  'idp.scope.phone': 'Wyświetlać Twój numer telefonu',
  'idp.scope.offline_access': 'Zachować dostęp do Twojego konta, gdy z niego nie korzystasz',
  'idp.scope.full_access': 'Działać w Twoim imieniu z pełnym dostępem do Twojego konta',
  'idp.scope.other': 'Używać zakresu {scope}',
  'idp.logout.title': 'Wylogować się?',
  'idp.logout.text': 'Aplikacja prosi o wylogowanie Cię z konta {project}.',
  'idp.logout.yes': 'Tak',
  'idp.logout.no': 'Nie',
  'idp.logout.stayedTitle': 'Sesja nadal aktywna',
  'idp.logout.stayed': 'Nie wylogowano Cię. Możesz zamknąć tę stronę.',
  'idp.unsafeRedirect': 'Aplikacja podała adres powrotu, którego nie można otworzyć.',
};

export default texts;
