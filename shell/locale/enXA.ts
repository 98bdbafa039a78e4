/**
 * The part the pseudo-locale en-XA loads: the accenting, and the server errors' English texts, which the English
 * widget never shows from the catalogue (it shows the provider's own) but en-XA makes its texts from.
 */
export { pseudoLocalize } from './pseudo.js';
export { serverErrorMessages } from '../serverErrors/messages.js';
