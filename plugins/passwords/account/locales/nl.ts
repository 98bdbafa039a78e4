import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Wachtwoord',
  'pw.account.setIntro': 'Je hebt nog geen wachtwoord. Stel er een in om in te loggen met je e-mailadres en een wachtwoord.',
  'pw.account.changeIntro': 'Vul je huidige wachtwoord in en daarna het nieuwe.',
  'pw.account.current': 'Huidig wachtwoord',
  'pw.account.set': 'Wachtwoord instellen',
  'pw.account.change': 'Wachtwoord wijzigen',
  'pw.account.setDone': 'Je wachtwoord is ingesteld.',
  'pw.account.changed': 'Je wachtwoord is gewijzigd.',
  'pw.account.wrongCurrent': 'Het huidige wachtwoord klopt niet. Er is niets gewijzigd.',
  'pw.account.needsEmail': 'Een wachtwoord hoort bij een e-mailadres: voeg eerst een e-mailadres toe aan je account.',
};

export default texts;
