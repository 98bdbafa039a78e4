import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Contraseña',
  'pw.account.setIntro': 'Aún no tienes contraseña. Crea una para iniciar sesión con tu correo electrónico y una contraseña.',
  'pw.account.changeIntro': 'Escribe tu contraseña actual y luego la nueva.',
  'pw.account.current': 'Contraseña actual',
  'pw.account.set': 'Crear contraseña',
  'pw.account.change': 'Cambiar contraseña',
  'pw.account.setDone': 'Tu contraseña está creada.',
  'pw.account.changed': 'Tu contraseña se cambió.',
  'pw.account.wrongCurrent': 'La contraseña actual no es correcta. No se cambió nada.',
  'pw.account.needsEmail': 'Una contraseña se usa con un correo electrónico: primero añade uno a tu cuenta.',
};

export default texts;
