import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Continuar con {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'otra billetera de Ethereum',
  'crypto.wallet.otherSolana': 'otra billetera de Solana',
  'crypto.otherWallets': 'Continuar con otra billetera de criptomonedas',
  'crypto.setUp': 'Configurar una nueva billetera de criptomonedas',
  'crypto.wallets': 'Billeteras de criptomonedas',
  'crypto.other.title': 'Otras billeteras de criptomonedas',
  'crypto.setup.title': 'Configura una nueva billetera de criptomonedas',
  'crypto.setup.text':
    'Con una billetera de criptomonedas puedes iniciar sesión sin contraseña ni código. Instala cualquier billetera de Ethereum o Solana, como una de estas, y después vuelve aquí para continuar con ella.',
  'crypto.setup.downloads': 'Descargas de billeteras',
  'crypto.newTab': '(se abre en una pestaña nueva)',
  'crypto.connect.title': 'Conecta tu billetera',
  'crypto.connect.text': 'Aprueba la solicitud de conexión en {wallet} para continuar.',
  'crypto.sign.title': 'Firma el mensaje',
  'crypto.sign.text':
    'Firma el mensaje que te muestra {wallet}. La firma demuestra que la billetera es tuya; no cuesta nada y no envía ninguna transacción.',
  'crypto.waiting': 'Esperando a {wallet}…',
  'crypto.stuck': '¿No pasa nada? Usa la flecha Atrás para volver a la pantalla de inicio de sesión e inténtalo de nuevo.',
  'crypto.error.title': 'Parece que se ha producido un error',
  'crypto.error.text':
    'No se ha podido completar tu solicitud de inicio de sesión. Usa la flecha Atrás para volver a la pantalla de inicio de sesión e inténtalo de nuevo.',
  'crypto.error.connect': '[Error] No se ha podido conectar con la billetera',
  'crypto.error.sign': '[Error] No se ha podido firmar el mensaje',
  'crypto.confirmation.title': '¡Todo listo!',
  'crypto.confirmation.text': 'Tu billetera se ha verificado y has iniciado sesión.',
};

export default texts;
