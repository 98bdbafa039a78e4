import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Passwort',
  'pw.account.setIntro': 'Sie haben noch kein Passwort. Legen Sie eines fest, um sich mit Ihrer E-Mail-Adresse und einem Passwort anzumelden.',
  'pw.account.changeIntro': 'Geben Sie Ihr aktuelles Passwort und dann das neue ein.',
  'pw.account.current': 'Aktuelles Passwort',
  'pw.account.set': 'Passwort festlegen',
  'pw.account.change': 'Passwort ändern',
  'pw.account.setDone': 'Ihr Passwort ist festgelegt.',
  'pw.account.changed': 'Ihr Passwort ist geändert.',
  'pw.account.wrongCurrent': 'Das aktuelle Passwort ist nicht richtig. Es wurde nichts geändert.',
  'pw.account.needsEmail': 'Ein Passwort gehört zu einer E-Mail-Adresse: Fügen Sie Ihrem Konto zuerst eine hinzu.',
};

export default texts;
