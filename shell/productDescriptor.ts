/**
 * What the shell knows of a product before it is loaded, apart from the table of built-in products (shell/loader.ts):
 * the lean React entry uses these without bundling that table.
 */
import type { FormContribution } from './form/channels.js';
import type { AnyPlugin } from './pluginTypes.js';
import type { EntryKind, LoginConfig } from './registries.js';

export type PluginLoader = () => Promise<{ default: AnyPlugin }>;

/**
 * What the shell must know of a product before its chunk arrives: how to load it, and the few facts
 * that decide what to load (which entry points it opens, whether it can log a visitor in on its own).
 * Everything else the plugin says about itself once loaded.
 */
export interface ProductDescriptor {
  load: PluginLoader;
  /** The product's name in configuration errors. @default its id */
  name?: string;
  /** The entry points besides login whose first screen this product owns. @default [] */
  entries?: readonly Exclude<EntryKind, 'login'>[];
  /** False for a product that is no way to log in by itself (it needs another login product beside it). @default true */
  standalone?: boolean;
  /** False for a product that only serves its own entry point and cannot be listed in a login's products. @default true */
  login?: boolean;
  /**
   * What the product puts on the shared email/phone form for this config, when that is all it puts on Main. Given
   * for every listed product, it lets the entry draw Main's form before React and the product chunks arrive.
   */
  form?(config: LoginConfig): readonly FormContribution[];
}

/** Marks a product whose plugin is not in this build; mounting it shows a configuration error. */
export class PluginUnavailableError extends Error {
  constructor(readonly product: string) {
    super(`latch: the "${product}" product is not available in this build.`);
    this.name = 'PluginUnavailableError';
  }
}
