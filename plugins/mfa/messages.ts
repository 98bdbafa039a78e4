import type { MessageTexts } from '../../shell/plugin-api.js';

/** This plugin's texts: each key with the parameters its text takes. */
export interface MfaMessages {
  'mfa.title': undefined;
  'mfa.totp.text': undefined;
  'mfa.digits': undefined;
  'mfa.digit': { n: number; count: number };
  'mfa.verifying': undefined;
  'mfa.invalidCode': undefined;
  'mfa.lockedOut': { time: string };
  'mfa.useRecoveryCode': undefined;
  'mfa.tryAnotherWay': undefined;
  'mfa.cancel': undefined;
  'mfa.sms.text': { phone: string };
  'mfa.sms.sending': undefined;
  'mfa.sms.resend': undefined;
  'mfa.sms.resent': undefined;
  'mfa.recover.title': undefined;
  'mfa.recover.text': undefined;
  'mfa.recover.label': undefined;
  'mfa.recover.submit': undefined;
  'mfa.recover.empty': undefined;
  'mfa.recover.invalid': undefined;
  'mfa.recover.help': undefined;
  'mfa.recovered.title': undefined;
  'mfa.recovered.left': { count: number };
  'mfa.recovered.leftOne': undefined;
  'mfa.recovered.none': undefined;
  'mfa.recovered.advice': undefined;
  'mfa.recovered.setUpAgain': undefined;
  'mfa.continue': undefined;
  'mfa.choose.title': undefined;
  'mfa.choose.text': undefined;
  'mfa.choose.totp': undefined;
  'mfa.choose.sms': undefined;
  'mfa.setup.title': undefined;
  'mfa.setup.preparing': undefined;
  'mfa.setup.scan': undefined;
  'mfa.setup.qr': undefined;
  'mfa.setup.qrFailed': undefined;
  'mfa.setup.manual': undefined;
  'mfa.setup.key': undefined;
  'mfa.setup.copyKey': undefined;
  'mfa.setup.enterCode': undefined;
  'mfa.setup.replaced': undefined;
  'mfa.setup.retry': undefined;
  'mfa.codes.title': undefined;
  'mfa.codes.text': undefined;
  'mfa.codes.list': undefined;
  'mfa.codes.copy': undefined;
  'mfa.codes.download': undefined;
  'mfa.codes.saved': undefined;
  'mfa.codes.file': { project: string };
  'mfa.copied': undefined;
  'mfa.copyFailed': undefined;
  'mfa.phone.title': undefined;
  'mfa.phone.text': undefined;
  'mfa.phone.invalid': undefined;
  'mfa.phone.submit': undefined;
  'mfa.stepUp.noSession': undefined;
  'mfa.done.title': undefined;
  'mfa.done.text': undefined;
  'mfa.config.factors': undefined;
  'mfa.config.unknownFactor': { factor: string };
  'mfa.config.required': undefined;
}

declare module '../../shell/registries.js' {
  interface Messages extends MfaMessages {}
}

export const messages: MessageTexts<MfaMessages> = {
  'mfa.title': 'Two-step verification',
  'mfa.totp.text': 'Enter the 6-digit code from your authenticator app.',
  'mfa.digits': 'Verification code',
  'mfa.digit': 'Digit {n} of {count}',
  'mfa.verifying': 'Verifying code...',
  'mfa.invalidCode': 'Invalid passcode, please try again.',
  'mfa.lockedOut': 'Too many attempts. Try again at {time}.',
  'mfa.useRecoveryCode': 'Use a recovery code',
  'mfa.tryAnotherWay': 'Try another way',
  'mfa.cancel': 'Cancel',
  'mfa.sms.text': 'Enter the 6-digit code we sent to {phone}.',
  'mfa.sms.sending': 'Sending a code...',
  'mfa.sms.resend': 'Resend code',
  'mfa.sms.resent': 'Code resent',
  'mfa.recover.title': 'Use a recovery code',
  'mfa.recover.text': 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
  'mfa.recover.label': 'Recovery code',
  'mfa.recover.submit': 'Continue',
  'mfa.recover.empty': 'Enter a recovery code.',
  'mfa.recover.invalid': 'That recovery code is wrong or has already been used.',
  'mfa.recover.help': "Lost your device and your recovery codes? Contact this site's support to get back into your account.",
  'mfa.recovered.title': 'Signed in with a recovery code',
  'mfa.recovered.left': 'You have {count} recovery codes left.',
  'mfa.recovered.leftOne': 'You have 1 recovery code left.',
  'mfa.recovered.none': 'You have no recovery codes left.',
  'mfa.recovered.advice': 'If you no longer have your authenticator app, set it up again now. You will get new recovery codes.',
  'mfa.recovered.setUpAgain': 'Set up authenticator app again',
  'mfa.continue': 'Continue',
  'mfa.choose.title': 'Add a second step',
  'mfa.choose.text': 'Your account needs a second step when you sign in. Choose how you will confirm it is you.',
  'mfa.choose.totp': 'Use an authenticator app',
  'mfa.choose.sms': 'Use text messages',
  'mfa.setup.title': 'Set up your authenticator app',
  'mfa.setup.preparing': 'Preparing your setup...',
  'mfa.setup.scan': 'Scan this QR code with your authenticator app.',
  'mfa.setup.qr': 'QR code for your authenticator app',
  'mfa.setup.qrFailed': 'The QR code could not be shown. Enter the key below in your app instead.',
  'mfa.setup.manual': "Can't scan it? Enter this key in your app:",
  'mfa.setup.key': 'Setup key',
  'mfa.setup.copyKey': 'Copy key',
  'mfa.setup.enterCode': 'Then enter the 6-digit code your app shows.',
  'mfa.setup.replaced': 'Your previous authenticator app and its recovery codes no longer work.',
  'mfa.setup.retry': 'Try again',
  'mfa.codes.title': 'Save your recovery codes',
  'mfa.codes.text': 'If you lose your device, each of these codes lets you sign in once. Keep them somewhere safe: they are shown only this once.',
  'mfa.codes.list': 'Recovery codes',
  'mfa.codes.copy': 'Copy codes',
  'mfa.codes.download': 'Download',
  'mfa.codes.saved': 'I have saved them',
  'mfa.codes.file': 'Recovery codes for {project}. Each code works once.',
  'mfa.copied': 'Copied',
  'mfa.copyFailed': 'Could not copy. Select the text and copy it yourself.',
  'mfa.phone.title': 'Add a phone number',
  'mfa.phone.text': 'We will text a code to this number when you sign in.',
  'mfa.phone.invalid': 'Invalid phone number, please try again.',
  'mfa.phone.submit': 'Send code',
  'mfa.stepUp.noSession': 'No active session detected. Please log in to continue.',
  'mfa.done.title': 'Verified',
  'mfa.done.text': 'Thanks, you confirmed it is you.',
  'mfa.config.factors': 'Error: mfaOptions.factors must list one or more of totp and sms.',
  'mfa.config.unknownFactor': 'Error: Unknown second factor "{factor}" in mfaOptions.factors. Use totp or sms.',
  'mfa.config.required': 'Error: mfaOptions.required must be true or false.',
};
