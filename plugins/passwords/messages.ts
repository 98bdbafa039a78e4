import type { MessageKey } from '../../shell/plugin-api.js';

declare module '../../shell/plugin-api.js' {
  interface Messages {
    'pw.invalidEmail': string;
    'pw.password.label': string;
    'pw.password.newLabel': string;
    'pw.password.show': string;
    'pw.password.hide': string;
    'pw.continue': string;
    'pw.create.titleWithOptions': string;
    'pw.create.title': string;
    'pw.create.intro': string;
    'pw.login.title': string;
    'pw.login.forgot': string;
    'pw.option.link': string;
    'pw.option.code': string;
    'pw.passwordless.title': string;
    'pw.passwordless.intro': string;
    'pw.passwordless.sending': string;
    'pw.passwordless.retry': string;
    'pw.passwordless.createInstead': string;
    'pw.strength.label': string;
    'pw.strength.weak': string;
    'pw.strength.fair': string;
    'pw.strength.good': string;
    'pw.strength.strong': string;
    'pw.luds.length': string;
    'pw.luds.complexity': string;
    'pw.requirement.met': string;
    'pw.requirement.unmet': string;
    'pw.breached': string;
    'pw.checkEmail.noEmail': string;
    'pw.resend': string;
    'pw.resent': string;
    'pw.forgot.title': string;
    'pw.forgot.body': string;
    'pw.forgot.withoutPassword': string;
    'pw.breached.title': string;
    'pw.breached.body': string;
    'pw.setNew.title': string;
    'pw.setNew.body': string;
    'pw.dedupe.title': string;
    'pw.dedupe.body': string;
    'pw.reset.title': string;
    'pw.reset.intro': string;
    'pw.reset.noToken': string;
    'pw.reset.loggingIn': string;
    'pw.confirmation.title': string;
    'pw.confirmation.body': string;
  }
}

export const messages = {
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
  'pw.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',
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
  'pw.reset.loggingIn': 'Logging in',
  'pw.confirmation.title': 'Success',
  'pw.confirmation.body': 'You are logged in.',
} satisfies Partial<Record<MessageKey, string>>;
