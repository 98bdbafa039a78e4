import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import initSqlJs from 'sql.js';

/**
 * The crash drill behind crash.test.ts and test/bench/providerCrash.ts: the provider runs as a child process on a
 * data folder, a burst of concurrent password sign-ups and email OTP sends hits it, it is SIGKILLed at a random
 * moment, and the next start must still hold everything that had been answered 200.
 */

const ENTRY = fileURLToPath(new URL('./crashProvider.ts', import.meta.url));
const PASSWORD = 'lantern-quarry-57-orbit';
export const DATABASE_FILE = 'latch.sqlite';

export interface SignUp {
  email: string;
  userId: string;
  sessionToken: string;
}

export interface OtpSend {
  email: string;
  methodId: string;
}

export interface Acknowledged {
  signUps: SignUp[];
  otps: OtpSend[];
}

export interface Child {
  url: string;
  publicToken: string;
  process: ChildProcess;
  stderr: () => string;
}

export async function startChild(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; publicToken: string }>((resolve, reject) => {
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as { url: string; publicToken: string });
      } catch {
        reject(new Error(`the provider printed "${line}" instead of where it listens:\n${stderr}`));
      }
    });
    child.once('exit', (code, signal) => reject(new Error(`the provider exited (${code ?? signal}) before listening:\n${stderr}`)));
  });
  return { ...ready, process: child, stderr: () => stderr };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

async function post(child: Child, path: string, body: unknown, secret = child.publicToken) {
  const response = await fetch(`${child.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${child.publicToken}:${secret}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  // Tests read deep into answers; a loose type keeps this short.
  return { status: response.status, json: (await response.json()) as any };
}

export interface Burst {
  acknowledged: Acknowledged;
  /** Requests cut off by the kill (sent, never answered). */
  unanswered: number;
  /** Answers other than 200, by status (each ends its client); none are expected. */
  refused: Record<number, number>;
}

/**
 * `workers` clients each send sign-ups and OTP sends back to back; the moment the `killAfter`-th 200 arrives the
 * child gets SIGKILL, with the other clients' requests still in flight.
 */
export async function burstAndKill(child: Child, options: { workers: number; killAfter: number; tag: string }): Promise<Burst> {
  const burst: Burst = { acknowledged: { signUps: [], otps: [] }, unanswered: 0, refused: {} };
  let killed = false;
  const answered = () => burst.acknowledged.signUps.length + burst.acknowledged.otps.length;

  async function worker(index: number) {
    for (let n = 0; !killed; n++) {
      const email = `${options.tag}-${index}-${n}@example.com`;
      const signUp = (index + n) % 2 === 0;
      try {
        const { status, json } = signUp
          ? await post(child, '/passwords', { email, password: PASSWORD, session_duration_minutes: 60 })
          : await post(child, '/otps/email/login_or_create', { email });
        if (status !== 200) {
          burst.refused[status] = (burst.refused[status] ?? 0) + 1;
          return;
        }
        if (signUp) burst.acknowledged.signUps.push({ email, userId: json.data.user_id, sessionToken: json.data.session_token });
        else burst.acknowledged.otps.push({ email, methodId: json.data.method_id });
      } catch {
        burst.unanswered += 1;
        return;
      }
      if (!killed && answered() >= options.killAfter) {
        killed = true;
        child.process.kill('SIGKILL');
      }
    }
  }

  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
  // Every client stopped on a refusal before enough 200s came: the report shows it; the child goes all the same.
  if (!killed) child.process.kill('SIGKILL');
  await exited(child.process);
  return burst;
}

/** Everything acknowledged that the restarted provider does not have, one line each; empty when all survived. */
export async function findMissing(child: Child, acknowledged: Acknowledged): Promise<string[]> {
  const inbox = (await (await fetch(`${child.url}/_dev/messages`)).json()) as { to: string; code: string | null }[];
  const checks = [
    ...acknowledged.signUps.map(async ({ email, userId, sessionToken }) => {
      const search = await post(child, '/users/search', { email });
      if (search.json.data?.userType !== 'password') return `sign-up ${email}: users/search says ${search.json.data?.userType}`;
      const session = await post(child, '/sessions/authenticate', {}, sessionToken);
      if (session.status !== 200 || session.json.data.user_id !== userId) return `sign-up ${email}: session ${session.status}`;
      return undefined;
    }),
    ...acknowledged.otps.map(async ({ email, methodId }) => {
      const code = inbox.find((message) => message.to === email)?.code;
      if (!code) return `OTP ${email}: no code in the inbox`;
      const login = await post(child, '/otps/authenticate', { method_id: methodId, token: code });
      return login.status === 200 ? undefined : `OTP ${email}: authenticate ${login.status} ${login.json.error_type}`;
    }),
  ];
  return (await Promise.all(checks)).filter((line): line is string => line !== undefined);
}

/** SQLite's own check of the file as it lies on disk: 'ok' when it opens cleanly, 'absent' when there is none. */
export async function checkDatabaseFile(dataDir: string): Promise<string> {
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) return 'absent';
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    return String(db.exec('PRAGMA integrity_check')[0]?.values[0]?.[0]);
  } finally {
    db.close();
  }
}

export interface RoundReport {
  killAfter: number;
  signUps: number;
  otps: number;
  unanswered: number;
  refused: Record<number, number>;
  /** What was answered 200 before the kill and is gone after the restart. */
  missing: string[];
  fileCheck: string;
}

/**
 * `rounds` kills on one data folder: each start first checks the previous round's acknowledged requests, then takes
 * the next burst; a last start checks the final round and stops the child cleanly (SIGTERM), which must leave no
 * temporary file behind.
 */
export async function crashDrill(dataDir: string, rounds: number, workers = 12) {
  const reports: RoundReport[] = [];
  let previous: Acknowledged | undefined;
  const restart = async () => {
    const child = await startChild(dataDir);
    const last = reports.at(-1);
    try {
      if (last && previous) last.missing = await findMissing(child, previous);
    } catch (error) {
      child.process.kill('SIGKILL');
      throw error;
    }
    return child;
  };
  for (let round = 0; round < rounds; round++) {
    const child = await restart();
    const killAfter = 5 + Math.floor(Math.random() * 40);
    const burst = await burstAndKill(child, { workers, killAfter, tag: `r${round}-${Date.now().toString(36)}` });
    reports.push({
      killAfter,
      signUps: burst.acknowledged.signUps.length,
      otps: burst.acknowledged.otps.length,
      unanswered: burst.unanswered,
      refused: burst.refused,
      missing: [],
      fileCheck: await checkDatabaseFile(dataDir),
    });
    previous = burst.acknowledged;
  }
  const child = await restart();
  child.process.kill('SIGTERM');
  const code = await exited(child.process);
  return {
    reports,
    cleanStop: code === 0 ? 'exit 0' : `exit ${code}: ${child.stderr()}`,
    leftovers: readdirSync(dataDir).filter((name) => name !== DATABASE_FILE),
  };
}
