import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Continuar com {provider}',
  'oauth.authenticate.title': 'Entrando',
  'oauth.authenticate.progress': 'Concluindo seu login…',
  'oauth.authenticate.failed': 'Falha no login',
  'oauth.confirmation.title': 'Tudo certo!',
  'oauth.confirmation.text': 'Você entrou na sua conta.',
  'oauth.return.cancelled': 'O login com sua outra conta foi cancelado. Escolha uma forma de entrar para tentar novamente.',
  'oauth.return.failed': 'O login com sua outra conta não foi concluído ({error}). Tente novamente.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Carregando o Google One Tap',
  'oauth.oneTap.signingIn': 'Entrando com o Google…',
  'oauth.oneTap.originNotAllowed':
    'O Google One Tap não pode ser exibido em {origin}: esta origem não é permitida para o cliente Google do projeto. Adicione-a às origens JavaScript autorizadas do cliente.',
  'oauth.oneTap.invalidClient':
    'O Google One Tap não pode ser exibido: o Google não reconhece o ID do cliente configurado para este projeto. Verifique se ele corresponde ao ID do cliente no seu console do Google Cloud.',
  'oauth.oneTap.noConfig': 'O Google One Tap não pode ser exibido: nenhum cliente OAuth do Google está configurado para este projeto.',
  'oauth.oneTap.noLoginRedirect':
    'O Google One Tap não pode ser exibido: o projeto não tem URL de redirecionamento de login. Cadastre uma no painel.',
  'oauth.oneTap.noSignupRedirect':
    'O Google One Tap não pode ser exibido: o projeto não tem URL de redirecionamento de cadastro. Cadastre uma no painel.',
  'oauth.oneTap.defaultProvider':
    'O Google One Tap não pode ser exibido: o cliente OAuth padrão do Google não pode ser usado com o One Tap. Configure seu próprio cliente Google para o projeto.',
  'oauth.config.noProviders': 'Erro: oauthOptions.providers deve listar pelo menos um provedor de login social.',
  'oauth.config.unknownProvider': 'Erro: provedor OAuth desconhecido "{provider}" em oauthOptions.providers.',
  'oauth.config.twice': 'Erro: o provedor OAuth "{provider}" aparece duas vezes em oauthOptions.providers.',
  'oauth.config.badField': 'Erro: a entrada "{provider}" de oauthOptions.providers tem um campo {field} inválido.',
};

export default texts;
