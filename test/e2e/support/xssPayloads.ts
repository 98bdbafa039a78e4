/**
 * Forty ways a string could try to run script once the widget renders it. Every one that ran would set
 * `window.__xss` (or open a dialog), so a test only has to look there. Plain text throughout: whatever renders
 * these must show them as characters, never as markup, a link or a source.
 */
const RUN = 'window.__xss=1';
const RUN_B64 = Buffer.from(`<script>${RUN}</script>`).toString('base64');

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=data:text/javascript,${RUN}></SCRIPT>`,
  `"><script>${RUN}</script>`,
  `'><script>${RUN}</script>`,
  `</title></style></textarea><script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="x" onerror=${RUN} alt="">`,
  `<IMG SRC=# onmouseover="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<body onload="${RUN}">`,
  `<details open ontoggle="${RUN}">`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}">`,
  `<a href="javascript:${RUN}">click</a>`,
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  ` \tjavascript:${RUN}`,
  `java\u0000script:${RUN}`,
  `javascript&colon;${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `data:text/html;base64,${RUN_B64}`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`,
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `&#60;img src=x onerror=${RUN}&#62;`,
  `\\u003cimg src=x onerror=${RUN}\\u003e`,
  `%3Cscript%3E${RUN}%3C%2Fscript%3E`,
  `[click me](javascript:${RUN})`,
  `[pic](data:text/html,<script>${RUN}</script>)`,
  `![x](javascript:${RUN})`,
  `<a href="https://evil.example/" target="_top">https://evil.example/</a>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `<style>@import 'javascript:${RUN}';</style><link rel=stylesheet href="javascript:${RUN}">`,
];
