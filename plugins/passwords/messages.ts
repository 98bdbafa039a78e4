import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface PasswordMessages {
  'pw.invalidEmail': undefined;
  'pw.password.label': undefined;
  'pw.password.newLabel': undefined;
  'pw.password.show': undefined;
  'pw.password.hide': undefined;
  'pw.continue': undefined;
  'pw.create.titleWithOptions': undefined;
  'pw.create.title': undefined;
  'pw.create.intro': undefined;
  'pw.login.title': undefined;
  'pw.login.forgot': undefined;
  'pw.login.wrongPassword': undefined;
  'pw.option.link': undefined;
  'pw.option.code': undefined;
  'pw.passwordless.title': undefined;
  'pw.passwordless.intro': { email: string };
  'pw.passwordless.sending': undefined;
  'pw.passwordless.retry': undefined;
  'pw.passwordless.createInstead': undefined;
  'pw.strength.label': undefined;
  'pw.strength.weak': undefined;
  'pw.strength.fair': undefined;
  'pw.strength.good': undefined;
  'pw.strength.strong': undefined;
  'pw.luds.length': { N: number };
  'pw.luds.complexity': { N: number };
  'pw.requirement.met': undefined;
  'pw.requirement.unmet': undefined;
  'pw.breached': undefined;
  'pw.checkEmail.noEmail': undefined;
  'pw.resend': undefined;
  'pw.resent': undefined;
  'pw.forgot.title': undefined;
  'pw.forgot.body': { email: string };
  'pw.forgot.withoutPassword': undefined;
  'pw.breached.title': undefined;
  'pw.breached.body': { email: string };
  'pw.setNew.title': undefined;
  'pw.setNew.body': { email: string };
  'pw.dedupe.title': undefined;
  'pw.dedupe.body': { email: string };
  'pw.reset.title': undefined;
  'pw.reset.intro': undefined;
  'pw.reset.noToken': undefined;
  'pw.reset.linkUsed': undefined;
  'pw.reset.newLink.title': undefined;
  'pw.reset.newLink.intro': undefined;
  'pw.reset.newLink.send': undefined;
  'pw.reset.loggingIn': undefined;
  'pw.reset.loginLinkUsed': undefined;
  'pw.confirmation.title': undefined;
  'pw.confirmation.body': undefined;
}

declare module '../../shell/registries.js' {
  interface Messages extends PasswordMessages {}
}

export const messages: MessageTexts<PasswordMessages> = {
  'pw.invalidEmail': 'Invalid email address',
  'pw.password.label': 'Password',
  'pw.password.newLabel': 'New password',
  'pw.password.show': 'Show password',
  'pw.password.hide': 'Hide password',
  'pw.continue': 'Continue',
  'pw.create.titleWithOptions': 'Choose how you would like to create your account.',
  'pw.create.title': 'Create your account',
  'pw.create.intro': 'Finish creating your account by setting a password.',
  'pw.login.title': 'Log in',
  'pw.login.forgot': 'Forgot password?',
  'pw.login.wrongPassword': 'Wrong password, please try again.',
  'pw.option.link': 'Email me a login link',
  'pw.option.code': 'Email me a login code',
  'pw.passwordless.title': 'Log in without a password',
  'pw.passwordless.intro': "The account for {email} doesn't have a password.",
  'pw.passwordless.sending': 'Sending you an email to log in…',
  'pw.passwordless.retry': 'Send the email again',
  'pw.passwordless.createInstead': 'Create a password instead',
  'pw.strength.label': 'Password strength',
  'pw.strength.weak': 'Weak',
  'pw.strength.fair': 'Fair',
  'pw.strength.good': 'Good',
  'pw.strength.strong': 'Strong',
  'pw.luds.length': 'Must be at least {N} characters long',
  'pw.luds.complexity': 'Must contain {N} of the following: uppercase letter, lowercase letter, number, symbol',
  'pw.requirement.met': 'Done:',
  'pw.requirement.unmet': 'Not yet:',
  'pw.breached': 'This password may have been used on a different site that experienced a security issue. Please choose another password.',
  'pw.checkEmail.noEmail': "Didn't get it?",
  'pw.resend': 'Resend email',
  'pw.resent': 'Email resent',
  'pw.forgot.title': 'Check your email',
  'pw.forgot.body': 'A link to reset your password was sent to {email}.',
  'pw.forgot.withoutPassword': 'Log in without a password',
  'pw.breached.title': 'Check your email to set a new password',
  'pw.breached.body':
    'A different site where you used this password had a security issue. To keep your account safe, a link to set a new password was sent to {email}.',
  'pw.setNew.title': 'Check your email to set a password',
  'pw.setNew.body': 'A link to create a password for your account was sent to {email}.',
  'pw.dedupe.title': 'Check your email to set a password',
  'pw.dedupe.body': 'To make sure this account is yours, a link to set its password was sent to {email}.',
  'pw.reset.title': 'Set a new password',
  'pw.reset.intro': 'Choose a new password for your account.',
  'pw.reset.noToken': 'This page needs the link from your password reset email. Request a new email and open its link.',
  'pw.reset.linkUsed': 'This password reset link has expired or was already used. Enter your email address to get a new one.',
  'pw.reset.newLink.title': 'Get a new reset link',
  'pw.reset.newLink.intro': 'We will email you a link to choose a new password.',
  'pw.reset.newLink.send': 'Email me a new link',
  'pw.reset.loggingIn': 'Logging in',
  'pw.reset.loginLinkUsed': 'This login link has expired or was already used. Log in again to get a new one.',
  'pw.confirmation.title': 'Success',
  'pw.confirmation.body': 'You are logged in.',
};
