import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': "Paramètre obligatoire manquant : {name}. Veuillez contacter le développeur de l'application.",
  'idp.noSession': 'Aucune session active détectée. Veuillez vous connecter pour continuer.',
  'idp.signIn.for': 'Connexion à {client}.',
  'idp.problem.title': 'Un problème est survenu',
  'idp.redirecting': "Retour vers l'application…",
  'idp.consent.titleAccess': '{client} souhaite accéder à votre compte {project}',
  'idp.consent.titleSignIn': 'Se connecter à {client} avec {project}',
  'idp.consent.intro': '{client} pourra :',
  'idp.consent.allow': 'Autoriser',
  'idp.consent.deny': 'Refuser',
  'idp.consent.denied': "L'accès à l'application a été refusé.",
  'idp.scope.openid': 'Confirmer votre identité',
  'idp.scope.profile': 'Voir votre nom',
  'idp.scope.email': 'Voir votre adresse e-mail',
  'idp.scope.phone': 'Voir votre numéro de téléphone',
  'idp.scope.offline_access': "Conserver l'accès à votre compte en votre absence",
  'idp.scope.full_access': 'Agir en votre nom avec un accès complet à votre compte',
  'idp.scope.other': "Utiliser l'autorisation {scope}",
  'idp.logout.title': 'Se déconnecter ?',
  'idp.logout.text': "L'application a demandé à vous déconnecter de {project}.",
  'idp.logout.yes': 'Oui',
  'idp.logout.no': 'Non',
  'idp.logout.stayedTitle': 'Session toujours ouverte',
  'idp.logout.stayed': "Votre session n'a pas été fermée. Vous pouvez fermer cette page.",
  'idp.unsafeRedirect': "L'application a fourni une adresse de retour qui ne peut pas être ouverte.",
};

export default texts;
