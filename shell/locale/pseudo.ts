/**
 * The pseudo-locale en-XA, made from the English texts: every letter accented, each text about 40 % longer and in
 * brackets, placeholders (`{name}`) as they are. A text on screen without the accents is not from the catalogue; a
 * control whose bracket is cut off is one that a longer language would clip.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÁƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
/** Words whose length pads a text, so that it breaks as a longer language's would. */
const FILLER = ' one two three four five six seven eight nine ten eleven twelve thirteen';

const accent = (text: string) => text.replace(/[a-z]/gi, (letter) => [...ACCENTED][PLAIN.indexOf(letter)]!);

export function pseudoLocalize(text: string): string {
  // Placeholders are split out so that their names stay as the code fills them.
  const accented = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : accent(part)))
    .join('');
  const pad = FILLER.slice(0, Math.max(0, Math.ceil(text.length * 0.4) - 2)).trimEnd();
  return `[${accented}${accent(pad)}]`;
}
