import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': "Manca un parametro obbligatorio: {name}. Contatta lo sviluppatore dell'applicazione.",
  'idp.noSession': 'Nessuna sessione attiva rilevata. Accedi per continuare.',
  'idp.signIn.for': 'Accesso a {client}.',
  'idp.problem.title': 'Si è verificato un problema',
  'idp.redirecting': "Ritorno all'applicazione…",
  'idp.consent.titleAccess': '{client} vuole accedere al tuo account {project}',
  'idp.consent.titleSignIn': 'Accedi a {client} con {project}',
  'idp.consent.intro': '{client} potrà:',
  'idp.consent.allow': 'Consenti',
  'idp.consent.deny': 'Nega',
  'idp.consent.denied': "L'accesso all'applicazione è stato negato.",
  'idp.scope.openid': 'Confermare la tua identità',
  'idp.scope.profile': 'Vedere il tuo nome',
  'idp.scope.email': 'Vedere il tuo indirizzo email',
  'idp.scope.phone': 'Vedere il tuo numero di telefono',
  'idp.scope.offline_access': "Mantenere l'accesso al tuo account anche quando non lo usi",
  'idp.scope.full_access': 'Agire per tuo conto con accesso completo al tuo account',
  'idp.scope.other': "Usare l'autorizzazione {scope}",
  'idp.logout.title': 'Vuoi uscire?',
  'idp.logout.text': "L'applicazione ha chiesto di farti uscire da {project}.",
  'idp.logout.yes': 'Sì',
  'idp.logout.no': 'No',
  'idp.logout.stayedTitle': 'Accesso ancora attivo',
  'idp.logout.stayed': 'La tua sessione è ancora attiva. Puoi chiudere questa pagina.',
  'idp.unsafeRedirect': "L'applicazione ha indicato un indirizzo di ritorno che non può essere aperto.",
};

export default texts;
