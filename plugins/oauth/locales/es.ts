import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { OAuthMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<OAuthMessages> = {
  'oauth.continueWith': 'Continuar con {provider}',
  'oauth.authenticate.title': 'Iniciando sesión',
  'oauth.authenticate.progress': 'Completando el inicio de sesión…',
  'oauth.authenticate.failed': 'No se ha podido iniciar sesión',
  'oauth.confirmation.title': '¡Todo listo!',
  'oauth.confirmation.text': 'Has iniciado sesión correctamente.',
  'oauth.return.cancelled': 'Se ha cancelado el inicio de sesión con la otra cuenta. Elige cómo iniciar sesión para volver a intentarlo.',
  'oauth.return.failed': 'El inicio de sesión con la otra cuenta no se ha completado ({error}). Inténtalo de nuevo.',
  'oauth.oneTap.label': 'Google One Tap',
  'oauth.oneTap.loading': 'Cargando Google One Tap',
  'oauth.oneTap.signingIn': 'Iniciando sesión con Google…',
  'oauth.oneTap.originNotAllowed':
    'Google One Tap no se puede mostrar en {origin}: este origen no está permitido en el cliente de Google del proyecto. Añádelo a los orígenes de JavaScript autorizados del cliente.',
  'oauth.oneTap.invalidClient':
    'Google One Tap no se puede mostrar: Google no reconoce el ID de cliente configurado para este proyecto. Comprueba que coincida con el ID de cliente de tu consola de Google Cloud.',
  'oauth.oneTap.noConfig': 'Google One Tap no se puede mostrar: este proyecto no tiene configurado ningún cliente OAuth de Google.',
  'oauth.oneTap.noLoginRedirect':
    'Google One Tap no se puede mostrar: el proyecto no tiene ninguna URL de redirección de inicio de sesión. Registra una en el panel.',
  'oauth.oneTap.noSignupRedirect':
    'Google One Tap no se puede mostrar: el proyecto no tiene ninguna URL de redirección de registro. Registra una en el panel.',
  'oauth.oneTap.defaultProvider':
    'Google One Tap no se puede mostrar: el cliente OAuth de Google predeterminado no se puede usar con One Tap. Configura tu propio cliente de Google para el proyecto.',
  'oauth.config.noProviders': 'Error: oauthOptions.providers debe incluir al menos un proveedor de inicio de sesión social.',
  'oauth.config.unknownProvider': 'Error: proveedor OAuth desconocido "{provider}" en oauthOptions.providers.',
  'oauth.config.twice': 'Error: el proveedor OAuth "{provider}" aparece dos veces en oauthOptions.providers.',
  'oauth.config.badField': 'Error: la entrada "{provider}" de oauthOptions.providers tiene un campo {field} no válido.',
};

export default texts;
