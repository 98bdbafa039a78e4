import path from 'node:path';
import { jsOutputs, readMetafile } from '../../../build/metafile.js';

/**
 * The vanilla build's file that holds React (the widget's half the products share), by its hashed name: the file the
 * entry preloads without compiling, and the one a test holds back to use the first paint alone.
 */
export function reactFileName(): string {
  const found = jsOutputs(readMetafile('vanilla')).find(([, out]) =>
    Object.keys(out.inputs).some((input) => input.includes('node_modules/react-dom/')),
  );
  if (!found) throw new Error('no file of dist/vanilla holds react-dom: run the build first');
  return path.basename(found[0]);
}
