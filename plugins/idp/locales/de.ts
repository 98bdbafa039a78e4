import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'Ein erforderlicher Parameter fehlt: {name}. Bitte wenden Sie sich an die Entwickler der Anwendung.',
  'idp.noSession': 'Keine aktive Sitzung gefunden. Bitte melden Sie sich an, um fortzufahren.',
  'idp.signIn.for': 'Anmeldung bei {client}.',
  'idp.problem.title': 'Etwas ist schiefgelaufen',
  'idp.redirecting': 'Sie werden zur Anwendung zurückgeleitet…',
  'idp.consent.titleAccess': '{client} möchte auf Ihr Konto bei {project} zugreifen',
  'idp.consent.titleSignIn': 'Mit {project} bei {client} anmelden',
  'idp.consent.intro': 'Wenn Sie zulassen, kann {client}:',
  'idp.consent.allow': 'Zulassen',
  'idp.consent.deny': 'Ablehnen',
  'idp.consent.denied': 'Der Zugriff auf die Anwendung wurde verweigert.',
  'idp.scope.openid': 'Ihre Identität bestätigen',
  'idp.scope.profile': 'Ihren Namen sehen',
  'idp.scope.email': 'Ihre E-Mail-Adresse sehen',
  'idp.scope.phone': 'Ihre Telefonnummer sehen',
  'idp.scope.offline_access': 'Auch in Ihrer Abwesenheit auf Ihr Konto zugreifen',
  'idp.scope.full_access': 'In Ihrem Namen mit vollem Zugriff auf Ihr Konto handeln',
  'idp.scope.other': 'Die Berechtigung {scope} nutzen',
  'idp.logout.title': 'Abmelden?',
  'idp.logout.text': 'Die Anwendung möchte Sie von {project} abmelden.',
  'idp.logout.yes': 'Ja',
  'idp.logout.no': 'Nein',
  'idp.logout.stayedTitle': 'Weiterhin angemeldet',
  'idp.logout.stayed': 'Sie wurden nicht abgemeldet. Sie können diese Seite schließen.',
  'idp.unsafeRedirect': 'Die Anwendung hat eine Rücksprungadresse angegeben, die nicht geöffnet werden kann.',
};

export default texts;
