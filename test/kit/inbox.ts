export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  link: string | null;
  sentAt: string;
}

/** Waits for the newest message to `to` in the local provider's developer inbox. */
export async function waitForMessage(providerUrl: string, to: string, timeoutMs = 10_000): Promise<InboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`${providerUrl}/_dev/messages`)).json()) as InboxMessage[];
    const found = messages.find((m) => m.to === to);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message to ${to} within ${timeoutMs} ms`);
}
