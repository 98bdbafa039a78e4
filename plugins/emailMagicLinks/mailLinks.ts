export interface MailLink {
  provider: 'gmail' | 'yahoo' | 'outlook';
  href: string;
}

/** Web-mail links that search for mail from the sender's domain when it is known, else open the inbox. */
export function mailLinks(senderDomain: string | undefined): MailLink[] {
  const q = senderDomain ? encodeURIComponent(`from:${senderDomain}`) : undefined;
  return [
    { provider: 'gmail', href: q ? `https://mail.google.com/mail/u/0/#search/${q}+in%3Aanywhere` : 'https://mail.google.com/mail/u/0/' },
    { provider: 'yahoo', href: q ? `https://mail.yahoo.com/d/search/keyword=${q}` : 'https://mail.yahoo.com/' },
    { provider: 'outlook', href: q ? `https://outlook.live.com/mail/0/search?q=${q}` : 'https://outlook.live.com/mail/0/' },
  ];
}
