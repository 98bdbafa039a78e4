import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { usePluginContext, useTranslate } from '../../../shell/plugin-api.js';
import { ErrorBanner, spinner, visuallyHidden } from '../../../shell/ui/index.js';
import { oneTapBox, oneTapMount, status } from '../oauth.css.js';
import type { OAuthProviderOptions } from '../options.js';
import { ProviderButton } from '../ProviderButton.js';
import { oneTapAlone, oneTapMode } from '../providers.js';
import { browserShowsPrompt, ONE_TAP_HEIGHT } from './gsi.js';
import { reasonText, useOneTap, type OneTapView } from './useOneTap.js';

/** SPEC §9: the prompt's size is followed at most every 100 ms. */
const RESIZE_DEBOUNCE_MS = 100;

/** The embedded prompt's height as Google's content reports it; 0 until it has drawn something. */
function usePromptHeight(mount: RefObject<HTMLDivElement | null>, watching: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = mount.current;
    if (!watching || !element || typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(Math.round(entry?.contentRect.height ?? 0)), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [mount, watching]);
  return height;
}

function Status({ label }: { label: string }) {
  return (
    <p className={status} role="status">
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </p>
  );
}

function Reason({ view }: { view: Extract<OneTapView, { kind: 'reason' }> }) {
  const t = useTranslate();
  return <ErrorBanner message={reasonText(t, view.message)} />;
}

/**
 * Google One Tap in Google's place among the buttons (SPEC §2). Embedded, its box starts at 47 px with a spinner,
 * follows the prompt's height, and falls back to 47 px and the Google button when the prompt is cancelled. Floating,
 * the Google button stays in the widget beside the prompt, unless One Tap is all the widget offers.
 */
export function GoogleOneTap({ provider }: { provider: OAuthProviderOptions }) {
  const { config } = usePluginContext();
  const [mode] = useState(() => oneTapMode(provider.position, browserShowsPrompt()));
  if (mode === 'none') return <ProviderButton provider={provider} />;
  return mode === 'embedded' ? <EmbeddedOneTap provider={provider} /> : <FloatingOneTap provider={provider} alone={oneTapAlone(config)} />;
}

function FloatingOneTap({ provider, alone }: { provider: OAuthProviderOptions; alone: boolean }) {
  const t = useTranslate();
  const view = useOneTap(provider, { embedded: false, parentId: '' });
  if (view.kind === 'reason') {
    return (
      <>
        <Reason view={view} />
        <ProviderButton provider={provider} />
      </>
    );
  }
  if (view.kind === 'signingIn') return <Status label={t('oauth.oneTap.signingIn')} />;
  if (!alone || view.kind === 'button') return <ProviderButton provider={provider} />;
  return view.kind === 'loading' ? <Status label={t('oauth.oneTap.loading')} /> : null;
}

function EmbeddedOneTap({ provider }: { provider: OAuthProviderOptions }) {
  const t = useTranslate();
  const parentId = useId();
  const mount = useRef<HTMLDivElement>(null);
  const view = useOneTap(provider, { embedded: true, parentId });
  const promptHeight = usePromptHeight(mount, view.kind === 'loading' || view.kind === 'prompt');
  if (view.kind === 'reason') {
    return (
      <>
        <Reason view={view} />
        <ProviderButton provider={provider} />
      </>
    );
  }
  const height = view.kind === 'prompt' && promptHeight > 0 ? promptHeight : ONE_TAP_HEIGHT;
  return (
    <div className={oneTapBox} style={{ height: `${height}px` }} data-one-tap={view.kind} aria-busy={view.kind === 'loading' || undefined}>
      {view.kind === 'loading' && <Status label={t('oauth.oneTap.loading')} />}
      {view.kind === 'signingIn' && <Status label={t('oauth.oneTap.signingIn')} />}
      {view.kind === 'button' && <ProviderButton provider={provider} />}
      {/* Google draws its prompt in here; React never renders children into it. */}
      <div id={parentId} ref={mount} className={oneTapMount} hidden={view.kind !== 'prompt' && view.kind !== 'loading'} />
    </div>
  );
}
