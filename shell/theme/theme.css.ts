import { createGlobalThemeContract, createTheme, globalStyle, keyframes, style } from '@vanilla-extract/css';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme tokens. Their CSS custom-property names are public and stable (docs/theme-tokens.md):
 * `--latch-` and the token's path in kebab case, e.g. `vars.color.primary` is `var(--latch-color-primary)`,
 * `vars.button.primaryBg` is `var(--latch-button-primary-bg)`. Renaming or removing a key here breaks
 * plugins and host stylesheets; shell/theme/tokens.test.ts pins the names.
 *
 * The names are global, but the values are not set on :root: `themeClass` sets the SPEC §9 defaults on
 * each widget root and host `styles` override them there (applyStyles.ts), so widgets stay independent.
 */
export const vars = createGlobalThemeContract(
  {
    color: { primary: null, secondary: null, success: null, error: null, text: null, muted: null, border: null, subtle: null },
    container: { background: null, border: null, radius: null, width: null, padding: null },
    button: {
      primaryBg: null,
      primaryText: null,
      primaryBorder: null,
      primaryRadius: null,
      secondaryBg: null,
      secondaryText: null,
      secondaryBorder: null,
      secondaryRadius: null,
      height: null,
    },
    input: { background: null, text: null, placeholder: null, border: null, radius: null },
    font: { family: null },
    spinner: { duration: null },
  },
  (_value, path) => `latch-${path.map(kebab).join('-')}`,
);

/** SPEC §9 defaults; host `styles` override these variables on the widget root. */
export const themeDefaults = {
  color: {
    primary: '#19303D',
    secondary: '#5C727D',
    success: '#0C5A56',
    error: '#8B1214',
    text: '#19303D',
    muted: '#5C727D',
    border: '#ADBCC5',
    subtle: '#F3F5F6',
  },
  container: { background: '#FFFFFF', border: '#ADBCC5', radius: '8px', width: '400px', padding: '32px' },
  button: {
    primaryBg: '#19303D',
    primaryText: '#FFFFFF',
    primaryBorder: '#19303D',
    primaryRadius: '4px',
    secondaryBg: '#FFFFFF',
    secondaryText: '#19303D',
    secondaryBorder: '#19303D',
    secondaryRadius: '4px',
    height: '45px',
  },
  input: { background: '#FFFFFF', text: '#19303D', placeholder: '#8296A1', border: '#19303D', radius: '4px' },
  font: { family: 'Arial, Helvetica, sans-serif' },
  spinner: { duration: '1.4s' },
};

/** Sets the defaults on the widget root (never :root, so two widgets on a page do not affect each other). */
export const themeClass = createTheme(vars, themeDefaults);

/**
 * The dark palette (colorScheme 'dark', or 'auto' on a dark system): our own, every text pair at least 7:1 and the
 * input border 8:1, so it passes axe's contrast rule. Sizes, radii and the font stay the light theme's.
 */
export const darkDefaults: typeof themeDefaults = {
  ...themeDefaults,
  color: {
    primary: '#8EC5E3',
    secondary: '#A3B4BE',
    success: '#6FD3B8',
    error: '#FF9B93',
    text: '#E8EEF1',
    muted: '#A3B4BE',
    border: '#3E505A',
    subtle: '#1D2A31',
  },
  container: { ...themeDefaults.container, background: '#121C22', border: '#3E505A' },
  button: {
    ...themeDefaults.button,
    primaryBg: '#8EC5E3',
    primaryText: '#0B1418',
    primaryBorder: '#8EC5E3',
    secondaryBg: '#121C22',
    secondaryText: '#E8EEF1',
    secondaryBorder: '#A3B4BE',
  },
  input: { ...themeDefaults.input, background: '#0B1418', text: '#E8EEF1', placeholder: '#8FA3AD', border: '#A3B4BE' },
};

type Tokens = { [key: string]: string | Tokens };

/**
 * The dark palette as assignments of the values that differ from the light theme's only: the scheme class sits on the
 * root beside themeClass, which sets the rest (sizes, radii, the font) already.
 */
function changedVars(contract: Tokens, light: Tokens, dark: Tokens, assigned: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(dark)) {
    const name = contract[key]!;
    if (typeof value === 'string') {
      if (value !== light[key]) assigned[name as string] = value;
    } else changedVars(name as Tokens, light[key] as Tokens, value, assigned);
  }
  return assigned;
}

const dark = changedVars(vars, themeDefaults, darkDefaults);

/*
 * The widget's styles must hold against a host page's ordinary CSS (rules on element names such as `h1`, `button`,
 * `form` or `div`, and what `body` passes down) without a shadow root. So the root starts from the browser's own
 * defaults (`all: revert` drops every author rule, and sets what it inherits itself), and so does every element in it
 * (but SVG, whose presentation attributes `revert` would drop): this reset comes first in the widget's first sheet and
 * has a class's specificity, so it beats element selectors and the widget's own classes, coming later, beat it.
 * Custom properties are outside `all`: the theme variables stay.
 */
export const root = style({
  all: 'revert',
  fontFamily: vars.font.family,
  color: vars.color.text,
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  maxWidth: vars.container.width,
  margin: 0,
  background: vars.container.background,
  border: `1px solid ${vars.container.border}`,
  borderRadius: vars.container.radius,
  padding: vars.container.padding,
  position: 'relative',
  lineHeight: 1.4,
  fontSize: '16px',
  fontStyle: 'normal',
  fontWeight: 'normal',
  textAlign: 'start',
  textTransform: 'none',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textIndent: 0,
  textShadow: 'none',
  whiteSpace: 'normal',
});

globalStyle(`${root} :where(*:not(svg, svg *)), ${root} :where(*:not(svg, svg *))::before, ${root} :where(*:not(svg, svg *))::after`, {
  all: 'revert',
});
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

/*
 * The scheme classes sit beside themeClass on the root and come after it in the sheet, so at equal specificity they
 * win over the light defaults; host `styles` are inline and win over both. `color-scheme` gives native parts
 * (the region picker's list, scrollbars, autofill) the matching look.
 */
export const schemeClass = {
  light: style({ colorScheme: 'light' }),
  dark: style({ vars: dark, colorScheme: 'dark' }),
  // Follows the system live, with no script: the media query switches when the visitor's setting does.
  auto: style({ colorScheme: 'light dark', '@media': { '(prefers-color-scheme: dark)': { vars: dark } } }),
};

export const stack = style({ display: 'flex', flexDirection: 'column', gap: '24px' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '20px',
  height: '20px',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} ${vars.spinner.duration} linear infinite`,
  verticalAlign: 'middle',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '4s' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
