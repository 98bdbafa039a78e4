/** UI primitives for plugins: themed, accessible, and free of inline markup. */
export { Button, LinkButton } from './Button.js';
export { TextField } from './TextField.js';
export { ErrorBanner } from './ErrorBanner.js';
export { Heading, Stack, Divider, BackButton, useErrorMessage } from './Layout.js';
export { SuccessCheck } from './icons.js';
export { Slot } from './Slot.js';
export { WithUserText } from './UserText.js';
export { ScreenLayout } from './ScreenLayout.js';
export { SuccessScreen } from './SuccessScreen.js';
export { text, mutedText } from './screen.css.js';
export { spinner, visuallyHidden } from '../theme/theme.css.js';
