import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasswordMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<PasswordMessages> = {
  'pw.invalidEmail': 'Ungültige E-Mail-Adresse',
  'pw.password.label': 'Passwort',
  'pw.password.newLabel': 'Neues Passwort',
  'pw.password.show': 'Passwort anzeigen',
  'pw.password.hide': 'Passwort ausblenden',
  'pw.continue': 'Weiter',
  'pw.create.titleWithOptions': 'Wählen Sie, wie Sie Ihr Konto erstellen möchten.',
  'pw.create.title': 'Konto erstellen',
  'pw.create.intro': 'Legen Sie ein Passwort fest, um die Erstellung Ihres Kontos abzuschließen.',
  'pw.login.title': 'Anmelden',
  'pw.login.forgot': 'Passwort vergessen?',
  'pw.login.wrongPassword': 'Falsches Passwort. Bitte versuchen Sie es erneut.',
  'pw.option.link': 'Anmeldelink per E-Mail senden',
  'pw.option.code': 'Anmeldecode per E-Mail senden',
  'pw.passwordless.title': 'Ohne Passwort anmelden',
  'pw.passwordless.intro': 'Das Konto für {email} hat kein Passwort.',
  'pw.passwordless.sending': 'Wir senden Ihnen eine E-Mail zur Anmeldung…',
  'pw.passwordless.retry': 'E-Mail erneut senden',
  'pw.passwordless.createInstead': 'Stattdessen ein Passwort erstellen',
  'pw.strength.label': 'Passwortstärke',
  'pw.strength.weak': 'Schwach',
  'pw.strength.fair': 'Mittel',
  'pw.strength.good': 'Gut',
  'pw.strength.strong': 'Stark',
  'pw.luds.length': 'Muss mindestens {N} Zeichen lang sein',
  'pw.luds.complexity': 'Muss {N} der folgenden Zeichenarten enthalten: Großbuchstaben, Kleinbuchstaben, Ziffern, Sonderzeichen',
  'pw.requirement.met': 'Erfüllt:',
  'pw.requirement.unmet': 'Noch nicht erfüllt:',
  'pw.breached':
    'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, bei der es einen Sicherheitsvorfall gab. Bitte wählen Sie ein anderes Passwort.',
  'pw.checkEmail.noEmail': 'Nichts erhalten?',
  'pw.resend': 'E-Mail erneut senden',
  'pw.resent': 'E-Mail erneut gesendet',
  'pw.forgot.title': 'Prüfen Sie Ihr Postfach',
  'pw.forgot.body': 'Wir haben einen Link zum Zurücksetzen Ihres Passworts an {email} gesendet.',
  'pw.forgot.withoutPassword': 'Ohne Passwort anmelden',
  'pw.breached.title': 'Prüfen Sie Ihr Postfach, um ein neues Passwort festzulegen',
  'pw.breached.body':
    'Eine andere Website, auf der Sie dieses Passwort verwendet haben, hatte einen Sicherheitsvorfall. Zum Schutz Ihres Kontos haben wir einen Link zum Festlegen eines neuen Passworts an {email} gesendet.',
  'pw.setNew.title': 'Prüfen Sie Ihr Postfach, um ein Passwort festzulegen',
  'pw.setNew.body': 'Wir haben einen Link zum Erstellen eines Passworts für Ihr Konto an {email} gesendet.',
  'pw.dedupe.title': 'Prüfen Sie Ihr Postfach, um ein Passwort festzulegen',
  'pw.dedupe.body': 'Um sicherzugehen, dass dieses Konto Ihnen gehört, haben wir einen Link zum Festlegen des Passworts an {email} gesendet.',
  'pw.reset.title': 'Neues Passwort festlegen',
  'pw.reset.intro': 'Wählen Sie ein neues Passwort für Ihr Konto.',
  'pw.reset.noToken':
    'Für diese Seite benötigen Sie den Link aus der E-Mail zum Zurücksetzen Ihres Passworts. Fordern Sie eine neue E-Mail an und öffnen Sie den darin enthaltenen Link.',
  'pw.reset.linkUsed':
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Geben Sie Ihre E-Mail-Adresse ein, um einen neuen zu erhalten.',
  'pw.reset.newLink.title': 'Neuen Link zum Zurücksetzen anfordern',
  'pw.reset.newLink.intro': 'Wir senden Ihnen per E-Mail einen Link, mit dem Sie ein neues Passwort wählen können.',
  'pw.reset.newLink.send': 'Neuen Link per E-Mail senden',
  'pw.reset.loggingIn': 'Anmeldung läuft',
  'pw.reset.loginLinkUsed': 'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an, um einen neuen zu erhalten.',
  'pw.confirmation.title': 'Geschafft!',
  'pw.confirmation.body': 'Sie sind angemeldet.',
};

export default texts;
