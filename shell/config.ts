import type { LoginConfig } from './plugin-api.js';

export const DEFAULT_SESSION_MINUTES = 30;

export const sessionMinutes = (config: LoginConfig) => config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES;

/** Host style options (SPEC §3 Theme); every field optional, defaults from SPEC §9. */
/** `auto` follows the visitor's system setting (`prefers-color-scheme`), live. */
export type ColorScheme = 'light' | 'dark' | 'auto';

export interface WidgetStyles {
  /**
   * The palette the widget starts from: SPEC §9's light one, our dark one, or whichever the system prefers. The other
   * `styles` fields override it in every scheme. @default 'light'
   */
  colorScheme?: ColorScheme;
  container?: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string; padding?: string };
  colors?: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons?: {
    primary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
    secondary?: { backgroundColor?: string; textColor?: string; borderColor?: string; borderRadius?: string };
  };
  inputs?: { backgroundColor?: string; textColor?: string; placeholderColor?: string; borderColor?: string; borderRadius?: string };
  typography?: { fontFamily?: string };
  fontFamily?: string;
  hideHeaderText?: boolean;
  logo?: { logoImageUrl?: string };
}
