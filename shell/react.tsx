'use client';
/**
 * The React entry (`latch/react`): the lean entry's API with the built-in product table installed, so a host lists
 * products by id alone and downloads only those (each is its own lazy chunk), though its bundler emits them all.
 */
import { installBuiltInProducts } from './entries.js';
import { builtInProducts, DEFAULT_PRODUCTS } from './loader.js';

installBuiltInProducts(builtInProducts, DEFAULT_PRODUCTS);

export * from './reactLean.js';
