// The module build/locales.ts generates from the shipped locales' files (at build time and in vitest).
declare module 'latch:locale-files' {
  /** By tag, each message source's file of that locale (the shell's, the server errors', each built-in product's…). */
  const files: Readonly<Record<string, Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>>>>;
  export default files;
}
