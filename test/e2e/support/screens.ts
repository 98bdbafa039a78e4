import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Screenshots go to docs/screens only when asked (`LATCH_DOC_SCREENS=1 npm run test:e2e`), so an
 * ordinary test run never rewrites tracked files; otherwise they land in the ignored .tmp/screens.
 */
export const writingScreens = process.env.LATCH_DOC_SCREENS === '1';
export const screensDir = writingScreens ? path.join(root, 'docs', 'screens') : path.join(root, '.tmp', 'screens');
