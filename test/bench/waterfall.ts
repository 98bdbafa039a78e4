/**
 * A request waterfall as a standalone SVG: one row per request (start to end, relative to navigation start), the
 * time the email input became usable as a dashed line, bytes and duration beside each bar.
 */
import type { RequestRecord } from './network.js';

const WIDTH = 980;
const LABEL_WIDTH = 330;
const RIGHT_PAD = 110;
const ROW = 22;
const TOP = 78;
const BAR = 12;

const COLORS: Record<string, string> = {
  Document: '#4e79a7',
  Script: '#f28e2b',
  Fetch: '#59a14f',
  XHR: '#59a14f',
  Preflight: '#b07aa1',
  Stylesheet: '#76b7b2',
  Font: '#9c755f',
  Other: '#bab0ac',
};
const FAILED = '#e15759';
const LEGEND: [string, string][] = [
  ['document', COLORS.Document!],
  ['script', COLORS.Script!],
  ['fetch', COLORS.Fetch!],
  ['CORS preflight', COLORS.Preflight!],
  ['other', COLORS.Other!],
  ['failed', FAILED],
];

const xml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);
const LABEL_CHARS = 48;
/** "static  /vanilla/chunks/x.js", shortened by dropping directories, then the file name's middle. */
function label(prefix: string, rawPath: string): string {
  // Public tokens are long and the same on every request: a placeholder keeps the route readable.
  const pathname = rawPath.replace(/public-token-[\w-]+/g, '{token}');
  const full = `${prefix}${pathname}`;
  if (full.length <= LABEL_CHARS) return full;
  const file = `…/${pathname.split('/').pop() ?? ''}`;
  const room = LABEL_CHARS - prefix.length;
  return prefix + (file.length <= room ? file : `${file.slice(0, room - 13)}…${file.slice(-12)}`);
}

function tickStep(span: number): number {
  for (const step of [50, 100, 200, 250, 500, 1000, 2000, 5000]) if (span / step <= 8) return step;
  return 10_000;
}

export interface Waterfall {
  title: string;
  subtitle: string;
  requests: RequestRecord[];
  readyMs: number;
  /** Origin → short name shown before each path ("static", "provider"). */
  origins: Record<string, string>;
  /** Time axis length in ms, so pictures side by side share a scale; at least this picture's own span. */
  scaleMs?: number;
}

/** The time axis a picture needs: the last request end or the ready line, whichever is later. */
export const spanOf = (requests: RequestRecord[], readyMs: number) => Math.max(readyMs, ...requests.map((r) => r.end ?? r.start));

export function waterfallSvg({ title, subtitle, requests, readyMs, origins, scaleMs = 0 }: Waterfall): string {
  const span = Math.max(scaleMs, spanOf(requests, readyMs)) * 1.04;
  const step = tickStep(span);
  const end = Math.ceil(span / step) * step;
  const chart = WIDTH - LABEL_WIDTH - RIGHT_PAD;
  const x = (t: number) => LABEL_WIDTH + (Math.max(0, t) / end) * chart;
  const height = TOP + requests.length * ROW + 56;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="600" fill="#1b1b1b">${xml(title)}</text>`,
    `<text x="12" y="40" fill="#555">${xml(subtitle)}</text>`,
  ];
  const axisBottom = TOP + requests.length * ROW;
  for (let t = 0; t <= end; t += step) {
    out.push(`<line x1="${x(t).toFixed(1)}" y1="${TOP - 6}" x2="${x(t).toFixed(1)}" y2="${axisBottom}" stroke="#e6e6e6"/>`);
    out.push(`<text x="${x(t).toFixed(1)}" y="${axisBottom + 16}" text-anchor="middle" fill="#666">${t} ms</text>`);
  }
  requests.forEach((r, i) => {
    const y = TOP + i * ROW;
    if (i % 2 === 1) out.push(`<rect x="0" y="${y}" width="${WIDTH}" height="${ROW}" fill="#f7f7f7" fill-opacity="0.7"/>`);
    const url = new URL(r.url);
    const where = origins[url.origin] ?? url.host;
    const text = label(`${where}  ${r.method === 'GET' ? '' : `${r.method} `}`, url.pathname);
    out.push(`<text x="12" y="${y + 15}" fill="#222">${xml(text)}</text>`);
    const x1 = x(r.start);
    const x2 = Math.max(x1 + 2, x(r.end ?? r.start));
    const color = r.failed ? FAILED : (COLORS[r.type] ?? COLORS.Other!);
    out.push(
      `<rect x="${x1.toFixed(1)}" y="${y + (ROW - BAR) / 2}" width="${(x2 - x1).toFixed(1)}" height="${BAR}" rx="2" fill="${color}"><title>${xml(`${r.url} ${r.type} ${Math.round(r.start)}–${Math.round(r.end ?? r.start)} ms`)}</title></rect>`,
    );
    const info = r.failed ? r.failed : `${Math.round((r.end ?? r.start) - r.start)} ms${r.bytes > 0 ? ` · ${(r.bytes / 1024).toFixed(1)} KB` : ''}`;
    out.push(`<text x="${(x2 + 5).toFixed(1)}" y="${y + 15}" fill="#555">${xml(info)}</text>`);
  });
  const readyX = x(readyMs).toFixed(1);
  out.push(`<line x1="${readyX}" y1="${TOP - 14}" x2="${readyX}" y2="${axisBottom}" stroke="#d62728" stroke-width="1.5" stroke-dasharray="5 3"/>`);
  const anchor = Number(readyX) > WIDTH - 150 ? 'end' : 'middle';
  out.push(
    `<text x="${readyX}" y="${TOP - 18}" text-anchor="${anchor}" fill="#d62728" font-weight="600">email input usable: ${Math.round(readyMs)} ms</text>`,
  );
  let lx = 12;
  const ly = axisBottom + 38;
  for (const [name, color] of LEGEND) {
    out.push(
      `<rect x="${lx}" y="${ly - 10}" width="12" height="12" rx="2" fill="${color}"/><text x="${lx + 17}" y="${ly}" fill="#333">${xml(name)}</text>`,
    );
    lx += 30 + name.length * 7;
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
