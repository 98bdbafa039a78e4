import { useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/context.js';
import { useWidgetState } from '../runtime/hooks.js';
import { BackButton } from '../ui/Layout.js';
import { MainScreen } from './Main.js';
import { PluginBoundary } from './PluginBoundary.js';
import { configError } from './main.css.js';

/**
 * Renders the current screen from the registry (no switch to edit per screen) and moves
 * focus to the new screen's heading when the screen changes, never on first paint. A screen whose
 * first task is typing (a passcode) marks that field `data-initial-focus` to get it instead.
 */
export function ScreenHost() {
  const { screens, t } = useRuntime();
  const screen = useWidgetState((s) => s.screen);
  const container = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const within = container.current;
    const target =
      within?.querySelector<HTMLElement>('[data-initial-focus]') ??
      within?.querySelector<HTMLElement>('[data-screen-heading]') ??
      within?.querySelector<HTMLElement>('input, button');
    target?.focus();
  }, [screen.id]);

  const Screen = screen.id === 'Main' ? undefined : screens.get(screen.id);
  const failed = (
    <>
      <BackButton />
      <p className={configError} role="alert">
        {t('screen.failed')}
      </p>
    </>
  );
  return (
    <div ref={container}>
      <PluginBoundary key={screen.id} part={`screen "${screen.id}"`} fallback={failed}>
        {screen.id === 'Main' ? (
          <MainScreen />
        ) : Screen ? (
          <Screen params={screen.params} />
        ) : (
          <p className={configError}>{t('screen.unknown', { screen: screen.id })}</p>
        )}
      </PluginBoundary>
    </div>
  );
}
