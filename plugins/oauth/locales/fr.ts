import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Continuer avec {provider}',
  'oauth.authenticate.title': 'Connexion en cours',
  'oauth.authenticate.progress': 'Finalisation de la connexion…',
  'oauth.authenticate.failed': 'Échec de la connexion',
  'oauth.confirmation.title': "C'est fait !",
  'oauth.confirmation.text': 'Connexion réussie.',
  'oauth.return.cancelled': 'La connexion avec votre autre compte a été annulée. Choisissez un moyen de connexion pour réessayer.',
  'oauth.return.failed': "La connexion avec votre autre compte n'a pas abouti ({error}). Veuillez réessayer.",
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Chargement de Google One Tap',
  'oauth.oneTap.signingIn': 'Connexion avec Google…',
  'oauth.oneTap.originNotAllowed':
    "Google One Tap ne peut pas s'afficher sur {origin} : cette origine n'est pas autorisée pour le client Google du projet. Ajoutez-la aux origines JavaScript autorisées du client.",
  'oauth.oneTap.invalidClient':
    "Google One Tap ne peut pas s'afficher : Google ne reconnaît pas l'ID client configuré pour ce projet. Vérifiez qu'il correspond à l'ID client de votre console Google Cloud.",
  'oauth.oneTap.noConfig': "Google One Tap ne peut pas s'afficher : aucun client OAuth Google n'est configuré pour ce projet.",
  'oauth.oneTap.noLoginRedirect':
    "Google One Tap ne peut pas s'afficher : le projet n'a aucune URL de redirection de connexion. Enregistrez-en une dans le tableau de bord.",
  'oauth.oneTap.noSignupRedirect':
    "Google One Tap ne peut pas s'afficher : le projet n'a aucune URL de redirection d'inscription. Enregistrez-en une dans le tableau de bord.",
  'oauth.oneTap.defaultProvider':
    "Google One Tap ne peut pas s'afficher : le client OAuth Google par défaut ne peut pas être utilisé avec One Tap. Configurez votre propre client Google pour le projet.",
  'oauth.config.noProviders': 'Erreur : oauthOptions.providers doit contenir au moins un fournisseur de connexion sociale.',
  'oauth.config.unknownProvider': 'Erreur : fournisseur OAuth inconnu "{provider}" dans oauthOptions.providers.',
  'oauth.config.twice': 'Erreur : le fournisseur OAuth "{provider}" figure deux fois dans oauthOptions.providers.',
  'oauth.config.badField': 'Erreur : l\'entrée "{provider}" de oauthOptions.providers a un champ {field} non valide.',
};

export default texts;
