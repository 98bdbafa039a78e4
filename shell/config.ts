import type { BuiltInProductId } from './loader.js';
import type { ProductId } from './plugin-api.js';

/**
 * The host's login configuration (SPEC §3 Configuration): the shell's own fields. Each plugin adds its
 * options block by augmenting this interface (`<product>Options`), so a host gets one
 * typed object and a product the build does not include adds no field.
 */
export interface LoginConfig {
  /** Built-in product ids, and the ids of plugins the host brings (`plugins` mount option). @default email magic links (`DEFAULT_PRODUCTS`) */
  products: (BuiltInProductId | ProductId)[];
  sessionOptions?: {
    /** @default 30 */
    sessionDurationMinutes?: number;
  };
  /** Hides the back arrow on screens that would show one. @default false */
  hideBackArrow?: boolean;
}

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
