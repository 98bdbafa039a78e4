import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface IdpMessages {
  'idp.missingParam': { name: string };
  'idp.noSession': undefined;
  'idp.signIn.for': { client: string };
  'idp.problem.title': undefined;
  'idp.redirecting': undefined;
  'idp.consent.titleAccess': { client: string; project: string };
  'idp.consent.titleSignIn': { client: string; project: string };
  'idp.consent.intro': { client: string };
  'idp.consent.allow': undefined;
  'idp.consent.deny': undefined;
  'idp.consent.denied': undefined;
  'idp.scope.openid': undefined;
  'idp.scope.profile': undefined;
  'idp.scope.email': undefined;
  'idp.scope.phone': undefined;
  'idp.scope.offline_access': undefined;
  'idp.scope.full_access': undefined;
  'idp.scope.other': { scope: string };
  'idp.logout.title': undefined;
  'idp.logout.text': { project: string };
  'idp.logout.yes': undefined;
  'idp.logout.no': undefined;
  'idp.logout.stayedTitle': undefined;
  'idp.logout.stayed': undefined;
  'idp.unsafeRedirect': undefined;
}

declare module '../../shell/registries.js' {
  interface Messages extends IdpMessages {}
}

export const messages: MessageTexts<IdpMessages> = {
  'idp.missingParam': 'Required parameter is missing: {name}. Please reach out to the application developer.',
  'idp.noSession': 'No active session detected. Please log in to continue.',
  'idp.signIn.for': 'Signing in to {client}.',
  'idp.problem.title': 'Something went wrong',
  'idp.redirecting': 'Taking you back to the application…',
  'idp.consent.titleAccess': '{client} wants to access your {project} account',
  'idp.consent.titleSignIn': 'Sign in to {client} with {project}',
  'idp.consent.intro': '{client} will be able to:',
  'idp.consent.allow': 'Allow',
  'idp.consent.deny': 'Deny',
  'idp.consent.denied': 'Access to the application was denied.',
  'idp.scope.openid': 'Confirm who you are',
  'idp.scope.profile': 'See your name',
  'idp.scope.email': 'See your email address',
  'idp.scope.phone': 'See your phone number',
  'idp.scope.offline_access': 'Keep access to your account while you are away',
  'idp.scope.full_access': 'Act on your behalf with full access to your account',
  'idp.scope.other': 'Use the {scope} scope',
  'idp.logout.title': 'Log out?',
  'idp.logout.text': 'The application asked to log you out of {project}.',
  'idp.logout.yes': 'Yes',
  'idp.logout.no': 'No',
  'idp.logout.stayedTitle': 'Still logged in',
  'idp.logout.stayed': 'You have not been logged out. You may close this page.',
  'idp.unsafeRedirect': 'The application gave an address to return to that cannot be opened.',
};
