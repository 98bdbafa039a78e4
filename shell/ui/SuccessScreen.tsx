import { useEffect, useRef } from 'react';
import { useRuntime } from '../runtime/context.js';
import { SuccessCheck } from './icons.js';
import { Heading, Stack } from './Layout.js';
import { centeredText } from './screen.css.js';

/** The end of a login flow: a title, a sentence and the check mark; tells the host the flow is complete, once. */
export function SuccessScreen({ title, text }: { title: string; text: string }) {
  const { ctx } = useRuntime();
  // StrictMode runs effects twice on the same instance; the ref keeps the host event to one per display.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    ctx.emit({ type: 'AUTHENTICATE_FLOW_COMPLETE' });
  }, [ctx]);
  return (
    <Stack>
      <Heading centered>{title}</Heading>
      <p className={centeredText}>{text}</p>
      <SuccessCheck />
    </Stack>
  );
}
