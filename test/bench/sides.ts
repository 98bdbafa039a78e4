/** What is compared: each side is one page on the bench's static server. */
export type SideId = 'latch' | 'published' | 'floor' | 'latchReact' | 'supabase';

export interface Side {
  id: SideId;
  /** Table label. */
  label: string;
  /** Short name for files (`docs/performance/timeline-<slug>.svg`). */
  slug: string;
  /** The page's path on the static server. */
  path: string;
}

export const SIDES: Side[] = [
  { id: 'latch', label: 'latch (vanilla entry)', slug: 'latch', path: '/latch.html' },
  { id: 'published', label: 'published widget (@stytch/vanilla-js)', slug: 'published', path: '/published.html' },
  { id: 'floor', label: 'bare HTML form (floor)', slug: 'floor', path: '/floor.html' },
  { id: 'latchReact', label: 'React host + latch/react', slug: 'react-latch', path: '/react-latch.html' },
  { id: 'supabase', label: 'React host + Supabase Auth UI', slug: 'react-supabase', path: '/react-supabase.html' },
];

/** Median ratios printed beside the tables: below 1 means latch is faster. */
export const RATIOS: { side: SideId; against: SideId; label: string }[] = [
  { side: 'latch', against: 'published', label: 'latch / published' },
  { side: 'latchReact', against: 'supabase', label: 'latch / Supabase' },
];
