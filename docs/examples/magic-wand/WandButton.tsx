import { Button, useProductActions, useTranslate } from 'latch/plugin';

/** The Main section: one button among the other products' buttons (group 'buttons'). */
export function WandButton() {
  const t = useTranslate();
  const actions = useProductActions('magicWand');
  return (
    <Button variant="secondary" onClick={() => actions.open()}>
      {t('wand.main.button')}
    </Button>
  );
}
