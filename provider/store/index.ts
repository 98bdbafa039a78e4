import { Messages } from '../inbox/messages';
import { Db } from './db';
import { Factors } from './factors';
import { LinkTokens } from './linkTokens';
import { Meta } from './meta';
import { OtpCodes } from './otpCodes';
import { Sessions } from './sessions';
import { Users } from './users';

export interface Store {
  db: Db;
  users: Users;
  factors: Factors;
  sessions: Sessions;
  otpCodes: OtpCodes;
  linkTokens: LinkTokens;
  messages: Messages;
  meta: Meta;
}

/** `file` undefined keeps everything in memory (tests); otherwise the database lives in that file. */
export async function openStore(file?: string): Promise<Store> {
  const db = await Db.open(file);
  return {
    db,
    users: new Users(db),
    factors: new Factors(db),
    sessions: new Sessions(db),
    otpCodes: new OtpCodes(db),
    linkTokens: new LinkTokens(db),
    messages: new Messages(db),
    meta: new Meta(db),
  };
}
