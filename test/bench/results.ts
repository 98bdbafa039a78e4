/** What one run collected, per profile and side. */
import type { LoadResult } from './load.js';
import type { Profile } from './profiles.js';
import type { Side, SideId } from './sides.js';

export interface SideRun {
  side: Side;
  loads: LoadResult[];
  /** Messages of loads that failed (left out of the figures). */
  failures: string[];
  /** Why the side was not measured at all, when it was not. */
  unavailable: string | undefined;
}

export interface ProfileRun {
  profile: Profile;
  sides: SideRun[];
}

export const sideRun = (run: ProfileRun, id: SideId) => run.sides.find((s) => s.side.id === id);
