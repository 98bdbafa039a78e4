import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { CryptoAccountMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<CryptoAccountMessages> = {
  'crypto.account.title': 'Billeteras',
  'crypto.account.empty': 'Aún no hay ninguna billetera.',
  'crypto.account.add': 'Añadir {wallet}',
  'crypto.account.none': 'No se encontró ninguna billetera en este navegador. Instala una y vuelve para añadirla.',
  'crypto.account.added': 'Billetera añadida.',
  'crypto.account.removed': 'Billetera quitada.',
  'crypto.account.removeWarning': 'Una vez quitada, esta billetera ya no podrá usarse para iniciar sesión.',
  'crypto.account.connectFailed': 'No se pudo conectar con {wallet}, así que no se añadió ninguna billetera. Vuelve a intentarlo.',
  'crypto.account.signFailed': 'El mensaje no se firmó en {wallet}, así que no se añadió la billetera. Vuelve a intentarlo.',
  'crypto.account.taken': 'Esta billetera pertenece a otra cuenta.',
  'crypto.account.chain': 'Billetera de {chain}',
};

export default texts;
