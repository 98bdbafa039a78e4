import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface PasskeyMessages {
  'passkey.login': undefined;
  'passkey.error.unknown': undefined;
  'passkey.error.notFound': undefined;
  'passkey.error.alreadyRegistered': undefined;
  'passkey.error.notCreated': undefined;
  'passkey.error.noUser': undefined;
  'passkey.confirmation.title': undefined;
  'passkey.confirmation.text': undefined;
  'passkey.start.title': undefined;
  'passkey.start.subtitle': undefined;
  'passkey.start.text': undefined;
  'passkey.start.create': undefined;
  'passkey.start.skip': undefined;
  'passkey.list.created': undefined;
  'passkey.list.title': undefined;
  'passkey.list.existing': undefined;
  'passkey.list.none': undefined;
  'passkey.list.rename': undefined;
  'passkey.list.renameOne': { name: string };
  'passkey.list.deleteOne': { name: string };
  'passkey.list.nameLabel': undefined;
  'passkey.list.save': undefined;
  'passkey.list.cancel': undefined;
  'passkey.list.deleteWarning': undefined;
  'passkey.list.confirmDelete': undefined;
  'passkey.list.another': undefined;
  'passkey.list.done': undefined;
  'passkey.done.title': undefined;
  'passkey.done.text': undefined;
  'passkey.upgrade.title': undefined;
  'passkey.upgrade.text': undefined;
  'passkey.upgrade.create': undefined;
  'passkey.upgrade.later': undefined;
  'passkey.upgrade.failed': undefined;
  'passkey.upgrade.created': undefined;
  'passkey.upgrade.skipped': undefined;
}

declare module '../../shell/registries.js' {
  interface Messages extends PasskeyMessages {}
}

export const messages: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Login with a Passkey',
  'passkey.error.unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'passkey.error.notFound':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'passkey.error.alreadyRegistered':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkey.error.notCreated': 'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'passkey.error.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.confirmation.title': 'Success',
  'passkey.confirmation.text': 'Your Passkey has been successfully authenticated.',
  'passkey.start.title': 'Set up a new Passkey',
  'passkey.start.subtitle': "With Passkeys you don't need to remember complex passwords.",
  'passkey.start.text':
    'Passkeys are encrypted digital keys you create using your fingerprint, face, or screen lock. Creating a Passkey will allow you to easily and securely log in to your account.',
  'passkey.start.create': 'Create a Passkey',
  'passkey.start.skip': 'Skip',
  'passkey.list.created': 'Passkey successfully created!',
  'passkey.list.title': 'Your Passkeys',
  'passkey.list.existing': 'Existing Passkeys',
  'passkey.list.none': 'No Passkeys yet.',
  'passkey.list.rename': 'Rename',
  'passkey.list.renameOne': 'Rename {name}',
  'passkey.list.deleteOne': 'Delete {name}',
  'passkey.list.nameLabel': 'Passkey name',
  'passkey.list.save': 'Save',
  'passkey.list.cancel': 'Cancel',
  'passkey.list.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkey.list.confirmDelete': 'Delete',
  'passkey.list.another': 'Set up another',
  'passkey.list.done': 'Done',
  'passkey.done.title': 'All set',
  'passkey.done.text': 'Your passkey settings are saved.',
  'passkey.upgrade.title': 'You are logged in',
  'passkey.upgrade.text': 'Next time, log in with a passkey: your fingerprint, face, or screen lock instead of a password or code.',
  'passkey.upgrade.create': 'Create a passkey for next time',
  'passkey.upgrade.later': 'Not now',
  'passkey.upgrade.failed': 'Your passkey was not created. Try again, or choose “Not now” to go on without one.',
  'passkey.upgrade.created': 'Your passkey is ready: next time, log in with it.',
  'passkey.upgrade.skipped': 'You are logged in.',
};
