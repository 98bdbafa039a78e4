import type { LoginConfig } from './plugin-api.js';

export const DEFAULT_SESSION_MINUTES = 30;

export const sessionMinutes = (config: LoginConfig) => config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES;

/** Host style options (SPEC §3 Theme); every field optional, defaults from SPEC §9. */
export interface WidgetStyles {
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
