import { Button, ScreenLayout, TextField, useProductActions, useProductState, usePluginContext, useSingleFlight, useTranslate } from 'latch/plugin';
import { wavesNeeded } from './slice.js';
import { dot, dotDone, dots, form, progress } from './wand.css.js';

/** Asks for the spell word; each submit is one wave, and the dots fill as they count. */
export function WandSpellScreen() {
  const t = useTranslate();
  const { config } = usePluginContext();
  const actions = useProductActions('magicWand');
  const spell = useProductState('magicWand', (s) => s.spell);
  const waves = useProductState('magicWand', (s) => s.waves);
  // One wave at a time; a thrown error (the wrong word) goes to the banner and to the host's onError.
  const [pending, run] = useSingleFlight<'wave'>();
  const needed = wavesNeeded(config);

  return (
    <ScreenLayout title={t('wand.title')}>
      {(errorId) => (
        <form
          className={form}
          onSubmit={(event) => {
            event.preventDefault();
            void run('wave', () => actions.wave());
          }}
        >
          <TextField
            label={t('wand.spell.label')}
            value={spell}
            onChange={(event) => actions.type(event.target.value)}
            errorId={errorId}
            autoComplete="off"
          />
          <ul className={dots} aria-hidden="true">
            {Array.from({ length: needed }, (_, i) => (
              <li key={i} className={i < waves ? dotDone : dot} data-done={i < waves || undefined} />
            ))}
          </ul>
          <p className={progress} role="status">
            {t('wand.progress', { waves, needed })}
          </p>
          <Button type="submit" busy={pending === 'wave'}>
            {t('wand.wave')}
          </Button>
        </form>
      )}
    </ScreenLayout>
  );
}
