import { SuccessScreen, useTranslate } from 'latch/plugin';

/** The end of the flow; SuccessScreen also tells the host AUTHENTICATE_FLOW_COMPLETE, once. */
export function WandSuccessScreen({ params }: { params: { waves: number } }) {
  const t = useTranslate();
  return <SuccessScreen title={t('wand.success.title')} text={t('wand.success.text', { waves: params.waves })} />;
}
