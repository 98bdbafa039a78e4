import path from 'node:path';

/** What is compared: each side is one page on the bench's static server. */
export type SideId = 'latch' | 'published' | 'floor' | 'latchReact' | 'supabase' | 'latchBaseline' | 'latchReactBaseline';

export interface Side {
  id: SideId;
  /** Table label. */
  label: string;
  /** Short name for files (`docs/performance/timeline-<slug>.svg`). */
  slug: string;
  /** The page's path on the static server. */
  path: string;
}

/**
 * `--baseline DIR`: another build's `dist/` (say, main's before a change), whose two latch sides load in the same
 * rounds as this build's, so a change is measured before and after in one run on one machine.
 */
const baselineAt = process.argv.indexOf('--baseline');
export const BASELINE_DIST = baselineAt >= 0 && process.argv[baselineAt + 1] ? path.resolve(process.argv[baselineAt + 1]!) : undefined;

export const SIDES: Side[] = [
  { id: 'latch', label: 'latch (vanilla entry)', slug: 'latch', path: '/latch.html' },
  ...(BASELINE_DIST
    ? [{ id: 'latchBaseline' as const, label: 'baseline latch (vanilla entry)', slug: 'latch-baseline', path: '/latch-baseline.html' }]
    : []),
  { id: 'published', label: 'published widget (@stytch/vanilla-js)', slug: 'published', path: '/published.html' },
  { id: 'floor', label: 'bare HTML form (floor)', slug: 'floor', path: '/floor.html' },
  { id: 'latchReact', label: 'React host + latch/react', slug: 'react-latch', path: '/react-latch.html' },
  ...(BASELINE_DIST
    ? [
        {
          id: 'latchReactBaseline' as const,
          label: 'baseline React host + latch/react',
          slug: 'react-latch-baseline',
          path: '/react-latch-baseline.html',
        },
      ]
    : []),
  { id: 'supabase', label: 'React host + Supabase Auth UI', slug: 'react-supabase', path: '/react-supabase.html' },
];

/** Median ratios printed beside the tables: below 1 means latch is faster. */
export const RATIOS: { side: SideId; against: SideId; label: string }[] = [
  { side: 'latch', against: 'published', label: 'latch / published' },
  { side: 'latchBaseline', against: 'published', label: 'baseline / published' },
  { side: 'latchReact', against: 'supabase', label: 'latch / Supabase' },
  { side: 'latchReactBaseline', against: 'supabase', label: 'baseline / Supabase' },
];
