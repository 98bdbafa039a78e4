/**
 * The phone field and the number as the provider takes it: a lazy part, asked for by a form with a phone channel or a
 * plugin's phone screen (../ui/PhoneNumberInput.tsx), so that a widget without one downloads none of it. The phone
 * library is a part of its own still, asked for beside this one (./usePhoneForm.ts).
 */
export { PhoneField } from './PhoneField.js';
export { phoneTarget } from './phoneTarget.js';
