import { Fragment } from 'react';

/** Stands in for the visitor's text while the message is translated: a private-use character no message contains. */
const SLOT = '\uE000';

/**
 * A message with the visitor's own text in it (an address, a name), that text set in `<bdi>`: a right-to-left
 * address neither reorders the sentence around it nor is reordered by it (WCAG 1.3.2), whatever the page's direction.
 */
export function WithUserText({ message, value }: { message: (slot: string) => string; value: string }) {
  const parts = message(SLOT).split(SLOT);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <bdi>{value}</bdi>}
      {part}
    </Fragment>
  ));
}
