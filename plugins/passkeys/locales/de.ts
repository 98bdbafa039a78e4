import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Mit Passkey anmelden',
  'passkey.error.unknown': 'Bei der Anmeldung mit dem Passkey ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  'passkey.error.notFound':
    'Der Passkey wurde nicht gefunden. Möglicherweise haben Sie ihn aus Ihrem Konto gelöscht, aber nicht aus Ihrem Passwort-Manager. Bitte versuchen Sie es erneut.',
  'passkey.error.alreadyRegistered':
    'Der Passkey kann nicht erstellt werden, da er offenbar bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und mit diesem synchronisiert.',
  'passkey.error.notCreated':
    'Ihr Passkey wurde nicht erstellt. Klicken Sie auf „Passkey erstellen“, um es erneut zu versuchen, oder überspringen Sie diesen Schritt ohne Passkey.',
  'passkey.error.noUser': 'Fehler: Die Komponente PasskeyRegistration kann nicht ohne aktiven, authentifizierten Nutzer verwendet werden.',
  'passkey.confirmation.title': 'Geschafft!',
  'passkey.confirmation.text': 'Ihr Passkey wurde erfolgreich bestätigt.',
  'passkey.start.title': 'Neuen Passkey einrichten',
  'passkey.start.subtitle': 'Mit Passkeys müssen Sie sich keine komplizierten Passwörter merken.',
  'passkey.start.text':
    'Passkeys sind verschlüsselte digitale Schlüssel, die Sie mit Ihrem Fingerabdruck, Ihrem Gesicht oder Ihrer Displaysperre erstellen. Mit einem Passkey melden Sie sich einfach und sicher bei Ihrem Konto an.',
  'passkey.start.create': 'Passkey erstellen',
  'passkey.start.skip': 'Überspringen',
  'passkey.list.created': 'Passkey erstellt!',
  'passkey.list.title': 'Ihre Passkeys',
  'passkey.list.existing': 'Vorhandene Passkeys',
  'passkey.list.none': 'Noch keine Passkeys.',
  'passkey.list.rename': 'Umbenennen',
  'passkey.list.renameOne': '{name} umbenennen',
  'passkey.list.deleteOne': '{name} löschen',
  'passkey.list.nameLabel': 'Name des Passkeys',
  'passkey.list.save': 'Speichern',
  'passkey.list.cancel': 'Abbrechen',
  'passkey.list.deleteWarning': 'Ein gelöschter Passkey kann nicht wiederhergestellt werden.',
  'passkey.list.confirmDelete': 'Löschen',
  'passkey.list.another': 'Weiteren Passkey einrichten',
  'passkey.list.done': 'Fertig',
  'passkey.done.title': 'Alles erledigt',
  'passkey.done.text': 'Ihre Passkey-Einstellungen sind gespeichert.',
  'passkey.upgrade.title': 'Sie sind angemeldet',
  'passkey.upgrade.text':
    'Melden Sie sich nächstes Mal mit einem Passkey an: mit Ihrem Fingerabdruck, Ihrem Gesicht oder Ihrer Displaysperre statt mit Passwort oder Code.',
  'passkey.upgrade.create': 'Passkey für nächstes Mal erstellen',
  'passkey.upgrade.later': 'Jetzt nicht',
  'passkey.upgrade.failed': 'Ihr Passkey wurde nicht erstellt. Versuchen Sie es erneut oder wählen Sie „Jetzt nicht“, um ohne Passkey fortzufahren.',
  'passkey.upgrade.created': 'Ihr Passkey ist bereit: Melden Sie sich nächstes Mal damit an.',
  'passkey.upgrade.skipped': 'Sie sind angemeldet.',
};

export default texts;
