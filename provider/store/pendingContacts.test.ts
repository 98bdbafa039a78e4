// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Db } from './db';
import { PENDING_CONTACT_MINUTES, PendingContacts } from './pendingContacts';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1) + minutes * 60_000);

describe('PendingContacts', () => {
  it('hands a waiting contact out once, and not after its wait', async () => {
    const contacts = new PendingContacts(await Db.open());
    const kept = contacts.open('user-1', 'email', 'a@example.com', at(0));
    expect(contacts.take(kept.pending_id, at(PENDING_CONTACT_MINUTES - 1))?.value).toBe('a@example.com');
    expect(contacts.take(kept.pending_id, at(PENDING_CONTACT_MINUTES - 1))).toBeUndefined();
    const late = contacts.open('user-1', 'email', 'b@example.com', at(0));
    expect(contacts.take(late.pending_id, at(PENDING_CONTACT_MINUTES))).toBeUndefined();
  });

  it('gives rows of a database written before contacts expired no time left', async () => {
    const db = await Db.open();
    db.run(
      'CREATE TABLE pending_contacts (pending_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, kind TEXT NOT NULL, value TEXT NOT NULL, UNIQUE (user_id, kind, value))',
    );
    db.run("INSERT INTO pending_contacts VALUES ('email-old', 'user-1', 'email', 'old@example.com')");
    expect(new PendingContacts(db).take('email-old', at(0))).toBeUndefined();
  });
});
