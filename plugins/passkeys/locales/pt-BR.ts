import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Entrar com uma chave de acesso',
  'passkey.error.unknown': 'Ocorreu um erro desconhecido ao entrar com a chave de acesso. Tente novamente.',
  'passkey.error.notFound':
    'O registro da chave de acesso não foi encontrado. Talvez você a tenha excluído da sua conta, mas não do seu gerenciador de senhas. Tente novamente.',
  'passkey.error.alreadyRegistered':
    'Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada com este.',
  'passkey.error.notCreated':
    'Sua chave de acesso não foi criada. Clique em “Criar uma chave de acesso” para tentar novamente ou pule esta etapa sem adicionar uma.',
  'passkey.error.noUser': 'Erro: não é possível usar o componente PasskeyRegistration sem um usuário autenticado ativo.',
  'passkey.confirmation.title': 'Tudo certo!',
  'passkey.confirmation.text': 'Sua chave de acesso foi verificada.',
  'passkey.start.title': 'Configure uma nova chave de acesso',
  'passkey.start.subtitle': 'Com chaves de acesso, você não precisa lembrar senhas complexas.',
  'passkey.start.text':
    'Chaves de acesso são credenciais digitais criptografadas que você cria com sua impressão digital, seu rosto ou o bloqueio de tela. Com uma chave de acesso, você entra na sua conta de forma fácil e segura.',
  'passkey.start.create': 'Criar uma chave de acesso',
  'passkey.start.skip': 'Pular',
  'passkey.list.created': 'Chave de acesso criada!',
  'passkey.list.title': 'Suas chaves de acesso',
  'passkey.list.existing': 'Chaves de acesso salvas',
  'passkey.list.none': 'Nenhuma chave de acesso ainda.',
  'passkey.list.rename': 'Renomear',
  'passkey.list.renameOne': 'Renomear {name}',
  'passkey.list.deleteOne': 'Excluir {name}',
  'passkey.list.nameLabel': 'Nome da chave de acesso',
  'passkey.list.save': 'Salvar',
  'passkey.list.cancel': 'Cancelar',
  'passkey.list.deleteWarning': 'Depois de excluída, a chave de acesso não pode ser restaurada.',
  'passkey.list.confirmDelete': 'Excluir',
  'passkey.list.another': 'Configurar outra',
  'passkey.list.done': 'Concluído',
  'passkey.done.title': 'Tudo pronto!',
  'passkey.done.text': 'Suas configurações de chave de acesso foram salvas.',
  'passkey.upgrade.title': 'Você entrou na sua conta',
  'passkey.upgrade.text':
    'Da próxima vez, entre com uma chave de acesso: sua impressão digital, seu rosto ou o bloqueio de tela em vez de uma senha ou um código.',
  'passkey.upgrade.create': 'Criar uma chave de acesso para a próxima vez',
  'passkey.upgrade.later': 'Agora não',
  'passkey.upgrade.failed': 'Sua chave de acesso não foi criada. Tente novamente ou escolha “Agora não” para continuar sem ela.',
  'passkey.upgrade.created': 'Sua chave de acesso está pronta: use-a para entrar da próxima vez.',
  'passkey.upgrade.skipped': 'Você entrou na sua conta.',
};

export default texts;
