import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'Parâmetro obrigatório ausente: {name}. Entre em contato com o desenvolvedor do aplicativo.',
  'idp.noSession': 'Nenhuma sessão ativa encontrada. Faça login para continuar.',
  'idp.signIn.for': 'Você está entrando em {client}.',
  'idp.problem.title': 'Algo deu errado',
  'idp.redirecting': 'Levando você de volta ao aplicativo…',
  'idp.consent.titleAccess': '{client} quer acessar sua conta {project}',
  'idp.consent.titleSignIn': 'Entrar em {client} com {project}',
  'idp.consent.intro': '{client} poderá:',
  'idp.consent.allow': 'Permitir',
  'idp.consent.deny': 'Negar',
  'idp.consent.denied': 'O acesso ao aplicativo foi negado.',
  'idp.scope.openid': 'Confirmar quem você é',
  'idp.scope.profile': 'Ver seu nome',
  'idp.scope.email': 'Ver seu endereço de e-mail',
  'idp.scope.phone': 'Ver seu número de telefone',
  'idp.scope.offline_access': 'Manter o acesso à sua conta mesmo quando você não estiver usando',
  'idp.scope.full_access': 'Agir em seu nome com acesso total à sua conta',
  'idp.scope.other': 'Usar a permissão {scope}',
  'idp.logout.title': 'Sair?',
  'idp.logout.text': 'O aplicativo pediu para desconectar você de {project}.',
  'idp.logout.yes': 'Sim',
  'idp.logout.no': 'Não',
  'idp.logout.stayedTitle': 'Sessão mantida',
  'idp.logout.stayed': 'Sua sessão não foi encerrada. Você pode fechar esta página.',
  'idp.unsafeRedirect': 'O aplicativo informou um endereço de retorno que não pode ser aberto.',
};

export default texts;
