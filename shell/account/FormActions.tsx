import type { ReactNode } from 'react';
import { actions } from './account.css.js';

/** A section's buttons, one under the other at full width, as the widget's other screens place them. */
export const FormActions = ({ children }: { children: ReactNode }) => <div className={actions}>{children}</div>;
