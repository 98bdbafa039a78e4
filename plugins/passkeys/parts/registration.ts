/**
 * The registration entry's screens, a lazy chunk of their own (registrationScreens.tsx): a login never downloads them.
 * They share no module with the login part; what they do goes through the slice's actions.
 */
export { PasskeyRegistrationDoneScreen } from '../screens/PasskeyRegistrationDoneScreen.js';
export { PasskeyRegistrationStartScreen } from '../screens/PasskeyRegistrationStartScreen.js';
export { PasskeyRegistrationSuccessScreen } from '../screens/PasskeyRegistrationSuccessScreen.js';
/** The account's passkeys section: the same list, so it comes with these screens. */
export { passkeysSection } from '../account/PasskeysSection.js';
