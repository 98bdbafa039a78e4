import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Mot de passe',
  'pw.account.setIntro': "Vous n'avez pas encore de mot de passe. Définissez-en un pour vous connecter avec votre adresse e-mail et un mot de passe.",
  'pw.account.changeIntro': 'Saisissez votre mot de passe actuel, puis le nouveau.',
  'pw.account.current': 'Mot de passe actuel',
  'pw.account.set': 'Définir le mot de passe',
  'pw.account.change': 'Modifier le mot de passe',
  'pw.account.setDone': 'Votre mot de passe est défini.',
  'pw.account.changed': 'Votre mot de passe est modifié.',
  'pw.account.wrongCurrent': "Le mot de passe actuel n'est pas correct. Rien n'a été modifié.",
  'pw.account.needsEmail': "Un mot de passe s'utilise avec une adresse e-mail\u00a0: ajoutez-en d'abord une à votre compte.",
};

export default texts;
