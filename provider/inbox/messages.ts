import { newId } from '../auth/tokens';
import type { Db } from '../store/db';
import type { OtpChannel } from '../store/otpCodes';

/** The shape `GET /_dev/messages` returns. */
export interface InboxMessage {
  id: string;
  channel: OtpChannel;
  to: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  sentAt: string;
}

interface MessageRow {
  id: string;
  channel: OtpChannel;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  sent_at: string;
}

export class Messages {
  constructor(private readonly db: Db) {}

  add(message: Omit<InboxMessage, 'id'>): InboxMessage {
    const stored = { ...message, id: newId('message') };
    this.db.run('INSERT INTO messages (id, channel, recipient, subject, body, code, link, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      stored.id,
      stored.channel,
      stored.to,
      stored.subject,
      stored.body,
      stored.code,
      stored.link,
      stored.sentAt,
    ]);
    return stored;
  }

  newestFirst(): InboxMessage[] {
    return this.db.all<MessageRow>('SELECT * FROM messages ORDER BY seq DESC').map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      code: row.code,
      link: row.link,
      sentAt: row.sent_at,
    }));
  }

  clear(): void {
    this.db.run('DELETE FROM messages');
  }
}
