import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { IdpMessages } from '../messages.js';

/** Spanish (es). */
const texts: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'Falta un parámetro obligatorio: {name}. Ponte en contacto con el desarrollador de la aplicación.',
  'idp.noSession': 'No se ha detectado ninguna sesión activa. Inicia sesión para continuar.',
  'idp.signIn.for': 'Vas a iniciar sesión en {client}.',
  'idp.problem.title': 'Algo ha salido mal',
  'idp.redirecting': 'Volviendo a la aplicación…',
  'idp.consent.titleAccess': '{client} quiere acceder a tu cuenta de {project}',
  'idp.consent.titleSignIn': 'Inicia sesión en {client} con {project}',
  'idp.consent.intro': '{client} podrá:',
  'idp.consent.allow': 'Permitir',
  'idp.consent.deny': 'Denegar',
  'idp.consent.denied': 'Se ha denegado el acceso a la aplicación.',
  'idp.scope.openid': 'Confirmar tu identidad',
  'idp.scope.profile': 'Ver tu nombre',
  'idp.scope.email': 'Ver tu dirección de correo electrónico',
  'idp.scope.phone': 'Ver tu número de teléfono',
  'idp.scope.offline_access': 'Mantener el acceso a tu cuenta aunque no la estés usando',
  'idp.scope.full_access': 'Actuar en tu nombre con acceso completo a tu cuenta',
  'idp.scope.other': 'Usar el permiso {scope}',
  'idp.logout.title': '¿Cerrar sesión?',
  'idp.logout.text': 'La aplicación ha pedido cerrar tu sesión en {project}.',
  'idp.logout.yes': 'Sí',
  'idp.logout.no': 'No',
  'idp.logout.stayedTitle': 'Tu sesión sigue iniciada',
  'idp.logout.stayed': 'No se ha cerrado tu sesión. Puedes cerrar esta página.',
  'idp.unsafeRedirect': 'La aplicación ha indicado una dirección de retorno que no se puede abrir.',
};

export default texts;
