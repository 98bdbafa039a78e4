import type { WidgetStyles } from '../config.js';
import { vars } from './theme.css.js';

const name = (cssVar: string) => cssVar.replace(/^var\((--[^)]+)\)$/, '$1');

/**
 * Host styles become CSS custom-property values set through the CSSOM
 * (a strict style-src CSP allows `style.setProperty`, not style attributes in markup).
 */
export function styleVariables(styles: WidgetStyles = {}): Record<string, string> {
  const pairs: [string, string | undefined][] = [
    [vars.color.primary, styles.colors?.primary],
    [vars.color.text, styles.colors?.primary],
    [vars.color.secondary, styles.colors?.secondary],
    [vars.color.muted, styles.colors?.secondary],
    [vars.color.success, styles.colors?.success],
    [vars.color.error, styles.colors?.error],
    [vars.container.background, styles.container?.backgroundColor],
    [vars.container.border, styles.container?.borderColor],
    [vars.container.radius, styles.container?.borderRadius],
    [vars.container.width, styles.container?.width],
    [vars.container.padding, styles.container?.padding],
    [vars.button.primaryBg, styles.buttons?.primary?.backgroundColor ?? styles.colors?.primary],
    [vars.button.primaryText, styles.buttons?.primary?.textColor],
    [vars.button.primaryBorder, styles.buttons?.primary?.borderColor ?? styles.buttons?.primary?.backgroundColor ?? styles.colors?.primary],
    [vars.button.primaryRadius, styles.buttons?.primary?.borderRadius],
    [vars.button.secondaryBg, styles.buttons?.secondary?.backgroundColor],
    [vars.button.secondaryText, styles.buttons?.secondary?.textColor],
    [vars.button.secondaryBorder, styles.buttons?.secondary?.borderColor],
    [vars.button.secondaryRadius, styles.buttons?.secondary?.borderRadius],
    [vars.input.background, styles.inputs?.backgroundColor],
    [vars.input.text, styles.inputs?.textColor],
    [vars.input.placeholder, styles.inputs?.placeholderColor],
    [vars.input.border, styles.inputs?.borderColor],
    [vars.input.radius, styles.inputs?.borderRadius],
    [vars.font.family, styles.fontFamily ?? styles.typography?.fontFamily],
  ];
  const out: Record<string, string> = {};
  for (const [cssVar, value] of pairs) {
    if (typeof value === 'string' && value.length > 0) out[name(cssVar)] = value;
  }
  return out;
}
