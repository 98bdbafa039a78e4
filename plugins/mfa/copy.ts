import type { PluginContext } from '../../shell/plugin-api.js';

/** Copies text and says so in a toast; where the browser refuses (no permission, no secure context) says how instead. */
export async function copyText(ctx: PluginContext, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    ctx.toast({ kind: 'success', message: ctx.t('mfa.copied') });
  } catch {
    ctx.toast({ kind: 'error', message: ctx.t('mfa.copyFailed') });
  }
}

/**
 * Saves text as a file: a Blob behind a temporary object URL and a link's `download`, which a strict CSP allows (it
 * governs what a page loads, not what it saves), clicked and let go at once.
 */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url));
}
