import { useEffect, useId, useState } from 'react';
import type { User } from '../../core/types.js';
import { useRuntime } from '../runtime/context.js';
import { useProductActions, useProductState } from '../runtime/hooks.js';
import { PluginBoundary } from '../screens/PluginBoundary.js';
import { spinner, visuallyHidden } from '../theme/theme.css.js';
import { Button } from '../ui/Button.js';
import { ErrorBanner } from '../ui/ErrorBanner.js';
import { useErrorMessage } from '../ui/Layout.js';
import { ScreenLayout } from '../ui/ScreenLayout.js';
import { mutedText, text } from '../ui/screen.css.js';
import { link, section, sections as sectionsClass, sectionTitle } from './account.css.js';
import { usePageKit } from './pageKit.js';
import { SectionKit } from './sectionKit.js';
import { sectionsOf, type LoadedSection, type SectionsResult } from './sections.js';

type PageKit = ReturnType<typeof usePageKit>;

/** One section under its heading, its error under it; a section that throws while drawing takes down only itself. */
function SectionFrame({ loaded, user, page }: { loaded: LoadedSection; user: User; page: PageKit }) {
  const headingId = useId();
  const errorId = useId();
  const { error, ...kit } = page.kitOf(loaded.id, loaded.t, errorId);
  const Component = loaded.component;
  return (
    <section className={section} aria-labelledby={headingId} data-section={loaded.id}>
      <h2 id={headingId} className={sectionTitle}>
        {loaded.t(loaded.title)}
      </h2>
      <SectionKit.Provider value={kit}>
        <PluginBoundary part={`account section "${loaded.id}"`} fallback={null}>
          <Component user={user} account={kit} />
        </PluginBoundary>
      </SectionKit.Provider>
      {error && <ErrorBanner id={errorId} message={error.message} />}
    </section>
  );
}

/** The page of a signed-in user: who they are, then the sections; each change under its section. */
function Sections({ user, loaded }: { user: User; loaded: LoadedSection[] }) {
  const { ctx, store } = useRuntime();
  const actions = useProductActions('account');
  const error = useErrorMessage();
  const page = usePageKit({ ctx, actions, user, error, currentError: () => store.getState().errorMessage });
  return (
    <>
      <div className={sectionsClass}>
        {loaded.map((s) => (
          <SectionFrame key={s.id} loaded={s} user={user} page={page} />
        ))}
      </div>
      {page.unowned && <ErrorBanner message={page.unowned.message} />}
    </>
  );
}

function Loading() {
  const { t } = useRuntime();
  return (
    <p className={mutedText} role="status">
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{t('loading')}</span>
    </p>
  );
}

/**
 * The account entry's page. Each time it opens it asks the provider who is signed in (a session this page holds or
 * one its cookie names), while the sections' chunks and texts load, once per mount; until both are in, a loading
 * line, so the page does not grow under the visitor's eyes.
 */
export function AccountScreen() {
  const runtime = useRuntime();
  const { ctx, t } = runtime;
  const actions = useProductActions('account');
  const status = useProductState('account', (s) => s.status);
  const user = useProductState('account', (s) => s.user);
  const [sections, setSections] = useState<SectionsResult & { retry?: boolean }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void actions.load().catch((error: unknown) => ctx.setError(error));
  }, [actions, ctx, attempt]);

  useEffect(() => {
    let live = true;
    sectionsOf(runtime).then(
      (result) => {
        if (!live) return;
        setSections(result);
        if (!result.ok) ctx.reportError(new Error(result.error));
      },
      (error: unknown) => {
        if (!live) return;
        console.error('latch: an account section could not be loaded', error);
        setSections({ ok: false, error: t('account.loadFailed'), retry: true });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, ctx, t, attempt]);

  if (status === 'signedOut') {
    const signInUrl = ctx.config.accountOptions?.signInUrl;
    return (
      <ScreenLayout title={t('account.signedOut.title')} back={false}>
        <p className={text}>{t('account.signedOut.text')}</p>
        {signInUrl && (
          <p className={text}>
            <a className={link} href={signInUrl}>
              {t('account.signedOut.link')}
            </a>
          </p>
        )}
      </ScreenLayout>
    );
  }
  const broken = status === 'failed' || sections?.ok === false;
  const retry = status === 'failed' || sections?.retry === true;
  return (
    <ScreenLayout
      title={t('account.title')}
      back={false}
      errorInBody={!broken}
      footer={
        retry && (
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('account.retry')}
          </Button>
        )
      }
    >
      {sections?.ok === false && <ErrorBanner message={sections.error} />}
      {!broken && (user && sections?.ok ? <Sections user={user} loaded={sections.sections} /> : <Loading />)}
    </ScreenLayout>
  );
}
