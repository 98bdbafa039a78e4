/** The visitor's languages, most preferred first, as the browser reports them; none outside a browser (a server render). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
