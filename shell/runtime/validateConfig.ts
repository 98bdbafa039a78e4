import type { AnyPlugin, PluginContext, ValidateEnv } from '../pluginTypes.js';
import type { LoginConfig } from '../registries.js';

/** Each loaded plugin's own rules, in product order; the first failure is shown. */
export function configError(config: LoginConfig, plugins: AnyPlugin[], ctx: PluginContext): string | undefined {
  const env: ValidateEnv = { t: ctx.t, entry: ctx.entry, capability: ctx.capability };
  return plugins.map((p) => p.validate?.(config, env)).find((e) => e !== undefined);
}
