import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Password',
  'pw.account.setIntro': 'Non hai ancora una password. Impostane una per accedere con il tuo indirizzo email e una password.',
  'pw.account.changeIntro': 'Inserisci la password attuale, poi quella nuova.',
  'pw.account.current': 'Password attuale',
  'pw.account.set': 'Imposta la password',
  'pw.account.change': 'Cambia la password',
  'pw.account.setDone': 'La tua password è impostata.',
  'pw.account.changed': 'La tua password è cambiata.',
  'pw.account.wrongCurrent': 'La password attuale non è corretta. Non è stato cambiato nulla.',
  'pw.account.needsEmail': 'Una password si usa con un indirizzo email: aggiungine prima uno al tuo account.',
};

export default texts;
