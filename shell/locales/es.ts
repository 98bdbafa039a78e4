import type { MessageTexts, ShellMessages } from '../registries.js';

/** Spanish (es). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Regístrate o inicia sesión',
  'main.divider': 'o',
  'main.poweredBy': 'Con la tecnología de',
  'form.tabs.label': 'Método de inicio de sesión',
  'form.email.label': 'Correo electrónico',
  'form.email.placeholder': 'ejemplo@email.com',
  'form.phone.label': 'Número de teléfono',
  'form.phone.region': 'País o región',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'El número de teléfono no es válido. Inténtalo de nuevo.',
  'form.tab.email': 'Correo',
  'form.submit.email': 'Continuar con correo electrónico',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'Continuar con SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Continuar con WhatsApp',
  'form.required': 'Este campo es obligatorio.',
  'nav.back': 'Atrás',
  'toast.region': 'Notificaciones',
  loading: 'Cargando',
  'config.alone': 'Error: {product} no se puede usar solo; añade otro producto a la configuración.',
  'config.notLogin': 'Error: el producto {product} no es un método de inicio de sesión; móntalo con su propio punto de entrada.',
  'config.noEntryProduct': 'Error: ningún producto de esta compilación abre el punto de entrada {entry}.',
  'config.notBuilt': 'Error: el producto {product} no está disponible en esta compilación del widget.',
  'config.unknownProduct': 'Error: producto desconocido "{product}" en la configuración.',
  'config.loadFailed': 'Error: no se ha podido cargar el producto {product}. Comprueba tu conexión e inténtalo de nuevo.',
  'config.codeFailed': 'Error: el widget no ha podido cargar todo su código. Comprueba tu conexión e inténtalo de nuevo.',
  'config.wrongPlugin': 'Error: el plugin cargado para "{product}" tiene el id "{id}".',
  'screen.unknown': 'Error: pantalla desconocida "{screen}".',
  'screen.failed': 'Error: no se ha podido mostrar esta pantalla. Vuelve atrás e inténtalo de nuevo.',
  'session.confirmation.title': '¡Todo listo!',
  'session.confirmation.text': 'Has iniciado sesión. El inicio de sesión se completó en otra pestaña.',
  'error.securityCheckUnavailable':
    'No se ha podido cargar una comprobación de seguridad, así que no se ha enviado nada. Si tienes activado un bloqueador de anuncios o de scripts, permite este sitio en él y vuelve a intentarlo.',
};

export default texts;
