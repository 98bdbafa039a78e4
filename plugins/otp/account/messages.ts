import type { MessageTexts } from '../../../shell/plugin-api.js';

/** The texts of one-time passcodes' account sections: how a code proves a new email or phone. */
export interface OtpAccountMessages {
  'otp.account.send': undefined;
  'otp.account.sentTo': { destination: string };
  'otp.account.verify': undefined;
}

declare module '../../../shell/registries.js' {
  interface Messages extends OtpAccountMessages {}
}

export const messages: MessageTexts<OtpAccountMessages> = {
  'otp.account.send': 'Send a code',
  'otp.account.sentTo': 'Enter the code we sent to {destination} to add it to your account.',
  'otp.account.verify': 'Verify',
};
