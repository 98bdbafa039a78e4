import { useId, type ReactNode } from 'react';
import { ErrorBanner } from './ErrorBanner.js';
import { BackButton, Heading, Stack, useErrorMessage } from './Layout.js';

interface Props {
  title: ReactNode;
  /** Shows the back arrow (unless the host hid back arrows). @default true */
  back?: boolean;
  centered?: boolean;
  /**
   * The screen's body. As a function it gets the id of the error banner while one shows, for the
   * `aria-describedby` of the field the error is about.
   */
  children?: ReactNode | ((errorId: string | undefined) => ReactNode);
  /** Below the error banner, e.g. a secondary 'Try again' button. */
  footer?: ReactNode;
  /** The body shows the current error itself, next to the field it is about: no banner. @default false */
  errorInBody?: boolean;
}

/** A screen's frame: back arrow, heading (focused on arrival), body, the current error and a footer; ids unique per mount. */
export function ScreenLayout({ title, back = true, centered = false, children, footer, errorInBody = false }: Props) {
  const error = useErrorMessage();
  const errorId = useId();
  return (
    <Stack>
      {back && <BackButton />}
      <Heading centered={centered}>{title}</Heading>
      {typeof children === 'function' ? children(error ? errorId : undefined) : children}
      {error && !errorInBody && <ErrorBanner id={errorId} message={error.message} />}
      {footer}
    </Stack>
  );
}
