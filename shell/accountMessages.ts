/**
 * The account entry's texts: the page, its own sections, and what every section may use (the lists, the emails and
 * phones). Declared here, a leaf the registries extend `Messages` with, so that a plugin's section sees the keys it
 * shares with the page while its folder compiles alone; the English texts are in shell/account/messages.ts, which
 * only the account's chunk holds.
 */
export interface AccountMessages {
  'account.title': undefined;
  'account.signedOut.title': undefined;
  'account.signedOut.text': undefined;
  'account.signedOut.link': undefined;
  'account.loadFailed': undefined;
  'account.retry': undefined;
  'account.config.sections': undefined;
  'account.config.noSection': { section: string };
  'account.config.url': { option: string };
  'account.remove': undefined;
  'account.removeOne': { name: string };
  'account.cancel': undefined;
  'account.lastWay': undefined;
  'account.secondFactorNeeded': undefined;
  'account.recent.text': undefined;
  'account.recent.code': { email: string };
  'account.recent.link': { email: string };
  'account.recent.again': undefined;
  'account.recent.noEmail': undefined;
  'account.confirmed': undefined;
  'account.name.title': undefined;
  'account.name.first': undefined;
  'account.name.last': undefined;
  'account.name.save': undefined;
  'account.name.saved': undefined;
  'account.name.tooLong': { max: number };
  'account.signOut.title': undefined;
  'account.signOut.text': undefined;
  'account.signOut.button': undefined;
  'account.emails.title': undefined;
  'account.emails.empty': undefined;
  'account.emails.verified': undefined;
  'account.emails.unverified': undefined;
  'account.emails.new': undefined;
  'account.emails.invalid': undefined;
  'account.emails.already': undefined;
  'account.emails.taken': undefined;
  'account.emails.removeWarning': undefined;
  'account.emails.added': undefined;
  'account.emails.removed': undefined;
  'account.phones.title': undefined;
  'account.phones.empty': undefined;
  'account.phones.verified': undefined;
  'account.phones.unverified': undefined;
  'account.phones.new': undefined;
  'account.phones.already': undefined;
  'account.phones.taken': undefined;
  'account.phones.removeWarning': undefined;
  'account.phones.added': undefined;
  'account.phones.removed': undefined;
  'account.secondFactor.title': undefined;
  'account.secondFactor.off': undefined;
  'account.secondFactor.on': undefined;
  'account.secondFactor.app': undefined;
  'account.secondFactor.setUp': undefined;
  'account.secondFactor.renew': undefined;
  'account.secondFactor.renewHint': undefined;
  'account.secondFactor.removeWarning': undefined;
  'account.secondFactor.added': undefined;
  'account.secondFactor.renewed': undefined;
  'account.secondFactor.removed': undefined;
}
