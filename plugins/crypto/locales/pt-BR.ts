import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'Continuar com {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'outra carteira Ethereum',
  'crypto.wallet.otherSolana': 'outra carteira Solana',
  'crypto.otherWallets': 'Continuar com outra carteira cripto',
  'crypto.setUp': 'Configurar uma nova carteira cripto',
  'crypto.wallets': 'Carteiras cripto',
  'crypto.other.title': 'Outras carteiras cripto',
  'crypto.setup.title': 'Configure uma nova carteira cripto',
  'crypto.setup.text':
    'Com uma carteira cripto, você entra sem senha nem código. Instale qualquer carteira Ethereum ou Solana, como uma destas, depois volte aqui e continue com ela.',
  'crypto.setup.downloads': 'Downloads de carteiras',
  'crypto.newTab': '(abre em uma nova guia)',
  'crypto.connect.title': 'Conecte sua carteira',
  'crypto.connect.text': 'Aprove a solicitação de conexão em {wallet} para continuar.',
  'crypto.sign.title': 'Assine a mensagem',
  'crypto.sign.text':
    'Assine a mensagem exibida por {wallet}. A assinatura comprova que a carteira é sua; ela não tem custo e não envia nenhuma transação.',
  'crypto.waiting': 'Aguardando {wallet}…',
  'crypto.stuck': 'Nada aconteceu? Use a seta Voltar para retornar à tela de login e tente novamente.',
  'crypto.error.title': 'Parece que ocorreu um erro!',
  'crypto.error.text': 'Não foi possível concluir sua solicitação de login. Use a seta Voltar para retornar à tela de login e tente novamente.',
  'crypto.error.connect': '[Erro] Não foi possível conectar à carteira',
  'crypto.error.sign': '[Erro] Não foi possível assinar a mensagem',
  'crypto.confirmation.title': 'Tudo certo!',
  'crypto.confirmation.text': 'Sua carteira foi verificada e você entrou na sua conta.',
};

export default texts;
