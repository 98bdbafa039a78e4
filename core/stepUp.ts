import { LatchError } from './errors.js';

/**
 * A step-up (a second factor asked of a signed-in visitor) ended without the proof: the visitor cancelled it. A module
 * of its own rather than in ./errors.js, which every page's first paint carries: only the step-up's code needs it.
 */
export const stepUpCancelledError = () => new LatchError('StepUpCancelledError', 'The visitor cancelled the second-factor check.');
