import type { MessageTexts, ShellMessages } from '../registries.js';

/** Polish (pl). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Zarejestruj się lub zaloguj',
  'main.divider': 'lub',
  'main.poweredBy': 'Obsługiwane przez',
  'form.tabs.label': 'Metoda logowania',
  'form.email.label': 'E-mail',
  'form.email.placeholder': 'example@email.com',
  'form.phone.label': 'Numer telefonu',
  'form.phone.region': 'Kraj lub region',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Nieprawidłowy numer telefonu. Spróbuj ponownie.',
  'form.tab.email': 'E-mail',
  'form.submit.email': 'Kontynuuj przez e-mail',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'Kontynuuj przez SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Kontynuuj przez WhatsApp',
  'form.required': 'To pole jest wymagane.',
  'nav.back': 'Wstecz',
  'toast.region': 'Powiadomienia',
  loading: 'Wczytywanie',
  'config.alone': 'Błąd: produktu {product} nie można używać samodzielnie. Dodaj do konfiguracji inny produkt.',
  'config.notLogin': 'Błąd: produkt {product} nie jest metodą logowania. Zamontuj go przez jego własny punkt wejścia.',
  'config.noEntryProduct': 'Błąd: żaden produkt w tej kompilacji nie otwiera punktu wejścia {entry}.',
  'config.notBuilt': 'Błąd: produkt {product} nie jest dostępny w tej kompilacji widżetu.',
  'config.unknownProduct': 'Błąd: nieznany produkt „{product}” w konfiguracji.',
  'config.loadFailed': 'Błąd: nie udało się wczytać produktu {product}. Sprawdź połączenie i spróbuj ponownie.',
  'config.codeFailed': 'Błąd: widżet nie mógł wczytać całego swojego kodu. Sprawdź połączenie i spróbuj ponownie.',
  'config.wrongPlugin': 'Błąd: wtyczka wczytana dla „{product}” ma identyfikator „{id}”.',
  'screen.unknown': 'Błąd: nieznany ekran „{screen}”.',
  'screen.failed': 'Błąd: nie udało się wyświetlić tego ekranu. Wróć i spróbuj ponownie.',
  'session.confirmation.title': 'Gotowe',
  'session.confirmation.text': 'Zalogowano. Logowanie zostało dokończone w innej karcie.',
  'error.securityCheckUnavailable':
    'Nie udało się wczytać kontroli bezpieczeństwa, więc nic nie zostało wysłane. Jeśli blokujesz reklamy lub skrypty, zezwól w blokerze na tę witrynę i spróbuj ponownie.',
};

export default texts;
