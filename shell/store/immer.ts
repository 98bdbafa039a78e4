// The one part of immer the widget uses, as the lazy chunk's entry: `import('immer')` would keep all of immer.
export { produce } from 'immer';
