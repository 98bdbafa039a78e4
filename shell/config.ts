import { DEFAULT_SESSION_MINUTES } from '../core/args.js';
import type { LoginConfig } from './registries.js';

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
  /** The card. */
  container?: {
    /** @default '#FFFFFF' */
    backgroundColor?: string;
    /** The 1 px border's colour. @default '#ADBCC5' */
    borderColor?: string;
    /** @default '8px' */
    borderRadius?: string;
    /** The card's maximum width; it is 100 % wide up to that. @default '400px' */
    width?: string;
    /** @default '32px' */
    padding?: string;
  };
  /** The palette's four brand colours (SPEC §9). */
  colors?: {
    /** Text, headings, links, focus rings, and the primary button unless `buttons.primary` says otherwise. @default '#19303D' */
    primary?: string;
    /** Secondary text: hints, the "or" divider, unselected tabs. @default '#5C727D' */
    secondary?: string;
    /** Success icons and toasts, met password requirements. @default '#0C5A56' */
    success?: string;
    /** Errors: the banner, invalid fields, error toasts. @default '#8B1214' */
    error?: string;
  };
  /** The two kinds of button. */
  buttons?: {
    /** The main action of each screen. */
    primary?: {
      /** @default colors.primary, '#19303D' */
      backgroundColor?: string;
      /** @default '#FFFFFF' */
      textColor?: string;
      /** @default backgroundColor */
      borderColor?: string;
      /** @default '4px' */
      borderRadius?: string;
    };
    /** Other actions: social, wallet and passkey buttons. */
    secondary?: {
      /** @default '#FFFFFF' */
      backgroundColor?: string;
      /** @default '#19303D' */
      textColor?: string;
      /** @default '#19303D' */
      borderColor?: string;
      /** @default '4px' */
      borderRadius?: string;
    };
  };
  /** Text inputs and the phone region picker. */
  inputs?: {
    /** @default '#FFFFFF' */
    backgroundColor?: string;
    /** @default '#19303D' */
    textColor?: string;
    /** @default '#8296A1' */
    placeholderColor?: string;
    /** Invalid inputs use `colors.error`. @default '#19303D' */
    borderColor?: string;
    /** @default '4px' */
    borderRadius?: string;
  };
  /** Type settings; only the font for now. */
  typography?: {
    /** Same as `fontFamily`, which wins when both are set. @default 'Arial, Helvetica, sans-serif' */
    fontFamily?: string;
  };
  /** The widget's font; its controls inherit it. @default 'Arial, Helvetica, sans-serif' */
  fontFamily?: string;
  /** Hides the heading of the Main screen ("Sign up or log in"). @default false */
  hideHeaderText?: boolean;
  /** A brand image on the Main screen. */
  logo?: {
    /** An image (http or https URL) shown above Main's heading, with an empty alt (decorative). @default none */
    logoImageUrl?: string;
  };
}
