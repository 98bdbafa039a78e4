import type { MessageTexts, ShellMessages } from '../registries.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Entre ou cadastre-se',
  'main.divider': 'ou',
  'main.poweredBy': 'Com tecnologia',
  'form.tabs.label': 'Forma de login',
  'form.email.label': 'E-mail',
  'form.email.placeholder': 'exemplo@email.com',
  'form.phone.label': 'Número de telefone',
  'form.phone.region': 'País ou região',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Número de telefone inválido. Tente novamente.',
  'form.tab.email': 'E-mail',
  'form.submit.email': 'Continuar com e-mail',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'Continuar com SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Continuar com WhatsApp',
  'form.required': 'Este campo é obrigatório.',
  'nav.back': 'Voltar',
  'toast.region': 'Notificações',
  loading: 'Carregando',
  'config.alone': 'Erro: não é possível usar {product} sozinho. Adicione outro produto à configuração.',
  'config.notLogin': 'Erro: o produto {product} não é uma forma de login; monte-o com o próprio ponto de entrada.',
  'config.noEntryProduct': 'Erro: nenhum produto deste build abre o ponto de entrada {entry}.',
  'config.notBuilt': 'Erro: o produto {product} não está disponível neste build do widget.',
  'config.unknownProduct': 'Erro: produto desconhecido "{product}" na configuração.',
  'config.loadFailed': 'Erro: não foi possível carregar o produto {product}. Verifique sua conexão e tente novamente.',
  'config.codeFailed': 'Erro: o widget não conseguiu carregar todo o código. Verifique sua conexão e tente novamente.',
  'config.wrongPlugin': 'Erro: o plugin carregado para "{product}" tem o id "{id}".',
  'screen.unknown': 'Erro: tela desconhecida "{screen}".',
  'screen.failed': 'Erro: não foi possível exibir esta tela. Volte e tente novamente.',
  'session.confirmation.title': 'Tudo certo!',
  'session.confirmation.text': 'Você entrou na sua conta. O login foi concluído em outra guia.',
  'error.securityCheckUnavailable':
    'Não foi possível carregar uma verificação de segurança, então nada foi enviado. Se houver um bloqueador de anúncios ou de scripts ativo, permita este site nele e tente novamente.',
};

export default texts;
