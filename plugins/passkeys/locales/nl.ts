import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Inloggen met een toegangssleutel',
  'passkey.error.unknown': 'Er is een onbekende fout opgetreden bij het inloggen met je toegangssleutel. Probeer het opnieuw.',
  'passkey.error.notFound':
    'De toegangssleutel is niet gevonden. Misschien heb je hem wel uit je account verwijderd, maar niet uit je wachtwoordmanager. Probeer het opnieuw.',
  'passkey.error.alreadyRegistered':
    'De toegangssleutel kan niet worden gemaakt, omdat hij al geregistreerd lijkt te zijn. Misschien is hij op een ander apparaat geregistreerd en daarna naar dit apparaat gesynchroniseerd.',
  'passkey.error.notCreated':
    'Je toegangssleutel is niet gemaakt. Klik op ‘Toegangssleutel maken’ om het opnieuw te proberen, of sla deze stap over zonder toegangssleutel.',
  'passkey.error.noUser': 'Fout: de component PasskeyRegistration kan niet worden gebruikt zonder actieve, geauthenticeerde gebruiker.',
  'passkey.confirmation.title': 'Gelukt!',
  'passkey.confirmation.text': 'Je toegangssleutel is geverifieerd.',
  'passkey.start.title': 'Nieuwe toegangssleutel instellen',
  'passkey.start.subtitle': 'Met toegangssleutels hoef je geen ingewikkelde wachtwoorden te onthouden.',
  'passkey.start.text':
    'Toegangssleutels zijn versleutelde digitale sleutels die je maakt met je vingerafdruk, je gezicht of je schermvergrendeling. Met een toegangssleutel log je gemakkelijk en veilig in op je account.',
  'passkey.start.create': 'Toegangssleutel maken',
  'passkey.start.skip': 'Overslaan',
  'passkey.list.created': 'Toegangssleutel gemaakt!',
  'passkey.list.title': 'Je toegangssleutels',
  'passkey.list.existing': 'Opgeslagen toegangssleutels',
  'passkey.list.none': 'Nog geen toegangssleutels.',
  'passkey.list.rename': 'Naam wijzigen',
  'passkey.list.renameOne': 'Naam van {name} wijzigen',
  'passkey.list.deleteOne': '{name} verwijderen',
  'passkey.list.nameLabel': 'Naam van toegangssleutel',
  'passkey.list.save': 'Opslaan',
  'passkey.list.cancel': 'Annuleren',
  'passkey.list.deleteWarning': 'Een verwijderde toegangssleutel kan niet worden hersteld.',
  'passkey.list.confirmDelete': 'Verwijderen',
  'passkey.list.another': 'Nog een instellen',
  'passkey.list.done': 'Klaar',
  'passkey.done.title': 'Helemaal klaar',
  'passkey.done.text': 'Je instellingen voor toegangssleutels zijn opgeslagen.',
  'passkey.upgrade.title': 'Je bent ingelogd',
  'passkey.upgrade.text':
    'Log de volgende keer in met een toegangssleutel: je vingerafdruk, je gezicht of je schermvergrendeling in plaats van een wachtwoord of code.',
  'passkey.upgrade.create': 'Toegangssleutel maken voor de volgende keer',
  'passkey.upgrade.later': 'Niet nu',
  'passkey.upgrade.failed': 'Je toegangssleutel is niet gemaakt. Probeer het opnieuw of kies ‘Niet nu’ om zonder toegangssleutel door te gaan.',
  'passkey.upgrade.created': 'Je toegangssleutel is klaar: log er de volgende keer mee in.',
  'passkey.upgrade.skipped': 'Je bent ingelogd.',
};

export default texts;
