/**
 * Writes the bench site into a temp dir: a snapshot of the widget build (so a rebuild during the run cannot swap files
 * under it), the host scripts from ./pages, and one HTML page per side. Every page has the same shell; the favicon is
 * inlined so no page makes a request the others do not.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASELINE_DIST, SIDES, type SideId } from './sides.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = path.join(ROOT, 'dist');
const HOST_SCRIPTS = fileURLToPath(new URL('./pages', import.meta.url));

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function html(title: string, head: string, body: string, api: string, token: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="bench-api" content="${escape(api)}">
  <meta name="bench-token" content="${escape(token)}">
  <link rel="icon" href="data:,">
  <title>${escape(title)}</title>
  ${head}
</head>
<body>
  <main>
    <h1>Log in</h1>
    ${body}
  </main>
</body>
</html>
`;
}

const FLOOR_FORM = `<form action="/floor.html" method="get">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required>
      <button type="submit">Continue with email</button>
    </form>`;

const module = (src: string) => `<script type="module" src="${src}"></script>`;
const MOUNT = '<div id="login"></div>';

/** Page body and head per side; the scripts and bundles they name are written by `writeSite` and `bundle.ts`. */
const PAGES: Record<SideId, { title: string; head: string; body: string }> = {
  latch: { title: 'latch (vanilla)', head: module('/pages/latch-vanilla.js'), body: MOUNT },
  published: { title: 'published widget', head: module('/pages/stytch-vanilla.js'), body: MOUNT },
  floor: { title: 'bare HTML form', head: '', body: FLOOR_FORM },
  latchReact: { title: 'React host: latch', head: module('/react-latch/app.js'), body: MOUNT },
  latchBaseline: { title: 'latch (vanilla), baseline', head: module('/pages/latch-vanilla-baseline.js'), body: MOUNT },
  latchReactBaseline: { title: 'React host: latch, baseline', head: module('/react-latch-baseline/app.js'), body: MOUNT },
  supabase: { title: 'React host: Supabase Auth UI', head: module('/react-supabase/app.js'), body: MOUNT },
};

export async function writeSite(dir: string, api: string, token: string): Promise<void> {
  await cp(path.join(DIST, 'vanilla'), path.join(dir, 'vanilla'), { recursive: true });
  await cp(path.join(DIST, 'react'), path.join(dir, 'dist-react'), { recursive: true });
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  for (const file of ['latch-vanilla.js', 'stytch-vanilla.js']) await cp(path.join(HOST_SCRIPTS, file), path.join(dir, 'pages', file));
  if (BASELINE_DIST) {
    await cp(path.join(BASELINE_DIST, 'vanilla'), path.join(dir, 'baseline', 'vanilla'), { recursive: true });
    await cp(path.join(BASELINE_DIST, 'react'), path.join(dir, 'baseline', 'dist-react'), { recursive: true });
    const host = await readFile(path.join(HOST_SCRIPTS, 'latch-vanilla.js'), 'utf8');
    await writeFile(path.join(dir, 'pages', 'latch-vanilla-baseline.js'), host.replace("'/vanilla/index.js'", "'/baseline/vanilla/index.js'"));
  }
  for (const side of SIDES) {
    const page = PAGES[side.id];
    await writeFile(path.join(dir, side.path), html(`bench: ${page.title}`, page.head, page.body, api, token));
  }
}

export const hostScript = (name: string) => path.join(HOST_SCRIPTS, name);
