import { useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/context.js';
import { useWidgetState } from '../runtime/hooks.js';
import { MainScreen } from './Main.js';
import { configError } from './main.css.js';

/**
 * Renders the current screen from the registry (no switch to edit per screen) and moves
 * focus to the new screen's heading when the screen changes, never on first paint. A screen whose
 * first task is typing (a passcode) marks that field `data-initial-focus` to get it instead.
 */
export function ScreenHost() {
  const { screens } = useRuntime();
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
  return (
    <div ref={container}>
      {screen.id === 'Main' ? (
        <MainScreen />
      ) : Screen ? (
        <Screen params={screen.params} />
      ) : (
        <p className={configError}>Error: Unknown screen "{screen.id}".</p>
      )}
    </div>
  );
}
