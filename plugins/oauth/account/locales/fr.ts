import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Comptes associés',
  'oauth.account.empty': "Aucun compte associé pour l'instant.",
  'oauth.account.connect': 'Associer {provider}',
  'oauth.account.connected': '{provider} est associé.',
  'oauth.account.disconnected': '{provider} est dissocié.',
  'oauth.account.removeWarning': 'Une fois dissocié, ce compte ne pourra plus servir à vous connecter.',
  'oauth.account.cancelled': "L'association a été annulée. Rien n'a changé.",
  'oauth.account.taken': "Ce compte est déjà associé à un autre utilisateur ; il n'a donc pas été associé ici.",
  'oauth.account.failed': "Impossible d'associer le compte ({error}). Veuillez réessayer.",
};

export default texts;
