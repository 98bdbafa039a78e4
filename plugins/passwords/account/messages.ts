import type { MessageTexts } from '../../../shell/plugin-api.js';

/** The texts of the account's password section. */
export interface PasswordAccountMessages {
  'pw.account.title': undefined;
  'pw.account.setIntro': undefined;
  'pw.account.changeIntro': undefined;
  'pw.account.current': undefined;
  'pw.account.set': undefined;
  'pw.account.change': undefined;
  'pw.account.setDone': undefined;
  'pw.account.changed': undefined;
  'pw.account.wrongCurrent': undefined;
  'pw.account.needsEmail': undefined;
}

declare module '../../../shell/registries.js' {
  interface Messages extends PasswordAccountMessages {}
}

export const messages: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'Password',
  'pw.account.setIntro': 'You have no password yet. Set one to sign in with your email address and password.',
  'pw.account.changeIntro': 'Enter your current password, then the new one.',
  'pw.account.current': 'Current password',
  'pw.account.set': 'Set password',
  'pw.account.change': 'Change password',
  'pw.account.setDone': 'Your password is set.',
  'pw.account.changed': 'Your password is changed.',
  'pw.account.wrongCurrent': 'The current password is not right. Nothing was changed.',
  'pw.account.needsEmail': 'A password signs in with an email address: add one to your account first.',
};
