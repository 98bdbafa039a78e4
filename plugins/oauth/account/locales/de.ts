import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { OAuthAccountMessages } from '../messages.js';

/** German (de). */
const texts: MessageTexts<OAuthAccountMessages> = {
  'oauth.account.title': 'Verknüpfte Konten',
  'oauth.account.empty': 'Noch kein Konto verknüpft.',
  'oauth.account.connect': 'Mit {provider} verknüpfen',
  'oauth.account.connected': 'Die Verknüpfung mit {provider} ist eingerichtet.',
  'oauth.account.disconnected': 'Die Verknüpfung mit {provider} ist aufgehoben.',
  'oauth.account.removeWarning': 'Nach dem Aufheben der Verknüpfung können Sie sich nicht mehr mit diesem Konto anmelden.',
  'oauth.account.cancelled': 'Die Verknüpfung wurde abgebrochen. Es hat sich nichts geändert.',
  'oauth.account.taken': 'Dieses Konto ist bereits mit einem anderen Nutzer verknüpft und wurde daher hier nicht verknüpft.',
  'oauth.account.failed': 'Das Konto konnte nicht verknüpft werden ({error}). Bitte versuchen Sie es erneut.',
};

export default texts;
