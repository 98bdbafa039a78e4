import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Brazilian Portuguese (pt-BR). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Senha',
  'pw.account.setIntro': 'Você ainda não tem uma senha. Crie uma para entrar com seu endereço de e-mail e uma senha.',
  'pw.account.changeIntro': 'Digite sua senha atual e depois a nova.',
  'pw.account.current': 'Senha atual',
  'pw.account.set': 'Criar senha',
  'pw.account.change': 'Alterar senha',
  'pw.account.setDone': 'Sua senha foi criada.',
  'pw.account.changed': 'Sua senha foi alterada.',
  'pw.account.wrongCurrent': 'A senha atual não está correta. Nada foi alterado.',
  'pw.account.needsEmail': 'Uma senha é usada com um endereço de e-mail: adicione um à sua conta primeiro.',
};

export default texts;
