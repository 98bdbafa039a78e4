import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Zaloguj się kluczem dostępu',
  'passkey.error.unknown': 'Podczas uwierzytelniania kluczem dostępu wystąpił nieznany błąd. Spróbuj ponownie.',
  'passkey.error.notFound':
    'Nie znaleziono rejestracji klucza dostępu. Klucz mógł zostać usunięty z Twojego konta, ale nie z menedżera haseł. Spróbuj ponownie.',
  'passkey.error.alreadyRegistered':
    'Nie można utworzyć klucza dostępu, bo wygląda na to, że jest już zarejestrowany. Możliwe, że zarejestrowano go na innym urządzeniu, a potem został zsynchronizowany między urządzeniami.',
  'passkey.error.notCreated':
    'Klucz dostępu nie został utworzony. Kliknij „Utwórz klucz dostępu”, aby spróbować ponownie, lub pomiń ten krok bez dodawania klucza.',
  'passkey.error.noUser': 'Błąd: komponentu PasskeyRegistration nie można używać bez aktywnego, uwierzytelnionego użytkownika.',
  'passkey.confirmation.title': 'Gotowe',
  'passkey.confirmation.text': 'Uwierzytelniono kluczem dostępu.',
  'passkey.start.title': 'Skonfiguruj nowy klucz dostępu',
  'passkey.start.subtitle': 'Dzięki kluczom dostępu nie musisz pamiętać skomplikowanych haseł.',
  'passkey.start.text':
    'Klucze dostępu to zaszyfrowane klucze cyfrowe, które tworzysz za pomocą odcisku palca, twarzy lub blokady ekranu. Klucz dostępu pozwoli Ci łatwo i bezpiecznie logować się na konto.',
  'passkey.start.create': 'Utwórz klucz dostępu',
  'passkey.start.skip': 'Pomiń',
  'passkey.list.created': 'Utworzono klucz dostępu!',
  'passkey.list.title': 'Twoje klucze dostępu',
  'passkey.list.existing': 'Istniejące klucze dostępu',
  'passkey.list.none': 'Brak kluczy dostępu.',
  'passkey.list.rename': 'Zmień nazwę',
  'passkey.list.renameOne': 'Zmień nazwę klucza „{name}”',
  'passkey.list.deleteOne': 'Usuń klucz „{name}”',
  'passkey.list.nameLabel': 'Nazwa klucza dostępu',
  'passkey.list.save': 'Zapisz',
  'passkey.list.cancel': 'Anuluj',
  'passkey.list.deleteWarning': 'Usuniętego klucza dostępu nie można przywrócić.',
  'passkey.list.confirmDelete': 'Usuń',
  'passkey.list.another': 'Skonfiguruj kolejny klucz dostępu',
  'passkey.list.done': 'Gotowe',
  'passkey.done.title': 'Wszystko gotowe',
  'passkey.done.text': 'Ustawienia kluczy dostępu zostały zapisane.',
  'passkey.upgrade.title': 'Zalogowano',
  'passkey.upgrade.text': 'Następnym razem zaloguj się kluczem dostępu: odciskiem palca, twarzą lub blokadą ekranu zamiast hasła czy kodu.',
  'passkey.upgrade.create': 'Utwórz klucz dostępu na następny raz',
  'passkey.upgrade.later': 'Nie teraz',
  'passkey.upgrade.failed': 'Klucz dostępu nie został utworzony. Spróbuj ponownie lub wybierz „Nie teraz”, aby kontynuować bez klucza.',
  'passkey.upgrade.created': 'Klucz dostępu jest gotowy: następnym razem zaloguj się za jego pomocą.',
  'passkey.upgrade.skipped': 'Zalogowano.',
};

export default texts;
