import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Iniciar sesión con una llave de acceso',
  'passkey.error.unknown': 'Se ha producido un error desconocido al usar la llave de acceso. Inténtalo de nuevo.',
  'passkey.error.notFound':
    'No se ha encontrado el registro de la llave de acceso. Es posible que la hayas eliminado de tu cuenta, pero no de tu gestor de contraseñas. Inténtalo de nuevo.',
  'passkey.error.alreadyRegistered':
    'No se puede crear la llave de acceso porque parece que ya está registrada. Puede que se registrara en otro dispositivo y se haya sincronizado con este.',
  'passkey.error.notCreated':
    'No se ha creado la llave de acceso. Selecciona «Crear una llave de acceso» para volver a intentarlo u omite este paso sin añadir ninguna.',
  'passkey.error.noUser': 'Error: no se puede usar el componente PasskeyRegistration sin un usuario autenticado activo.',
  'passkey.confirmation.title': '¡Todo listo!',
  'passkey.confirmation.text': 'Tu llave de acceso se ha verificado correctamente.',
  'passkey.start.title': 'Configura una nueva llave de acceso',
  'passkey.start.subtitle': 'Con las llaves de acceso no necesitas recordar contraseñas complicadas.',
  'passkey.start.text':
    'Las llaves de acceso son credenciales digitales cifradas que creas con tu huella digital, tu cara o el bloqueo de pantalla. Con una llave de acceso podrás iniciar sesión en tu cuenta de forma fácil y segura.',
  'passkey.start.create': 'Crear una llave de acceso',
  'passkey.start.skip': 'Omitir',
  'passkey.list.created': '¡Llave de acceso creada!',
  'passkey.list.title': 'Tus llaves de acceso',
  'passkey.list.existing': 'Llaves de acceso guardadas',
  'passkey.list.none': 'Todavía no tienes llaves de acceso.',
  'passkey.list.rename': 'Cambiar nombre',
  'passkey.list.renameOne': 'Cambiar el nombre de {name}',
  'passkey.list.deleteOne': 'Eliminar {name}',
  'passkey.list.nameLabel': 'Nombre de la llave de acceso',
  'passkey.list.save': 'Guardar',
  'passkey.list.cancel': 'Cancelar',
  'passkey.list.deleteWarning': 'Una vez eliminada, la llave de acceso no se puede recuperar.',
  'passkey.list.confirmDelete': 'Eliminar',
  'passkey.list.another': 'Configurar otra',
  'passkey.list.done': 'Listo',
  'passkey.done.title': '¡Todo listo!',
  'passkey.done.text': 'Se han guardado los ajustes de tus llaves de acceso.',
  'passkey.upgrade.title': 'Has iniciado sesión',
  'passkey.upgrade.text':
    'La próxima vez, inicia sesión con una llave de acceso: tu huella digital, tu cara o el bloqueo de pantalla en lugar de una contraseña o un código.',
  'passkey.upgrade.create': 'Crear una llave de acceso para la próxima vez',
  'passkey.upgrade.later': 'Ahora no',
  'passkey.upgrade.failed': 'No se ha creado la llave de acceso. Vuelve a intentarlo o selecciona «Ahora no» para continuar sin ella.',
  'passkey.upgrade.created': 'Tu llave de acceso está lista: úsala la próxima vez para iniciar sesión.',
  'passkey.upgrade.skipped': 'Has iniciado sesión.',
};

export default texts;
