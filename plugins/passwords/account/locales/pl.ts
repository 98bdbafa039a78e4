import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Polish (pl). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Hasło',
  'pw.account.setIntro': 'Nie masz jeszcze hasła. Ustaw je, aby logować się adresem e-mail i hasłem.',
  'pw.account.changeIntro': 'Wpisz obecne hasło, a potem nowe.',
  'pw.account.current': 'Obecne hasło',
  'pw.account.set': 'Ustaw hasło',
  'pw.account.change': 'Zmień hasło',
  'pw.account.setDone': 'Ustawiono hasło.',
  'pw.account.changed': 'Zmieniono hasło.',
  'pw.account.wrongCurrent': 'Obecne hasło jest nieprawidłowe. Niczego nie zmieniono.',
  'pw.account.needsEmail': 'Hasła używa się razem z adresem e-mail: najpierw dodaj adres do swojego konta.',
};

export default texts;
