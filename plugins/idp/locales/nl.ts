import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Dutch (nl). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'Er ontbreekt een verplichte parameter: {name}. Neem contact op met de ontwikkelaar van de applicatie.',
  'idp.noSession': 'Geen actieve sessie gevonden. Log in om door te gaan.',
  'idp.signIn.for': 'Inloggen bij {client}.',
  'idp.problem.title': 'Er is iets misgegaan',
  'idp.redirecting': 'Je gaat terug naar de applicatie…',
  'idp.consent.titleAccess': '{client} wil toegang tot je account bij {project}',
  'idp.consent.titleSignIn': 'Inloggen bij {client} met {project}',
  'idp.consent.intro': 'Als je dit toestaat, kan {client}:',
  'idp.consent.allow': 'Toestaan',
  'idp.consent.deny': 'Weigeren',
  'idp.consent.denied': 'De toegang tot de applicatie is geweigerd.',
  'idp.scope.openid': 'Bevestigen wie je bent',
  'idp.scope.profile': 'Je naam zien',
  'idp.scope.email': 'Je e-mailadres zien',
  'idp.scope.phone': 'Je telefoonnummer zien',
  'idp.scope.offline_access': 'Toegang tot je account houden, ook als je er niet bent',
  'idp.scope.full_access': 'Namens jou handelen, met volledige toegang tot je account',
  'idp.scope.other': 'De toestemming {scope} gebruiken',
  'idp.logout.title': 'Uitloggen?',
  'idp.logout.text': 'De applicatie vraagt om je uit te loggen bij {project}.',
  'idp.logout.yes': 'Ja',
  'idp.logout.no': 'Nee',
  'idp.logout.stayedTitle': 'Nog steeds ingelogd',
  'idp.logout.stayed': 'Je bent niet uitgelogd. Je kunt deze pagina sluiten.',
  'idp.unsafeRedirect': 'De applicatie heeft een terugkeeradres opgegeven dat niet kan worden geopend.',
};

export default texts;
