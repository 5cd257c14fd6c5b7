// A gateway killed (SIGKILL) in the middle of sending e-mails loses nothing and sends nothing
// twice: its jobs stay leased until the lease runs out, then the next gateway sends them; the
// SMTP server counts only the messages it acknowledged on a live connection (a message whose
// DATA was cut off before "250 OK" was never accepted). Real gateway processes on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { migrate } from '../../../db/migrate.ts';
import { type GatewayProcess, startGateway } from '../../../test/gateway-process.ts';
import { createPostgresDatabase } from '../../../test/harness.ts';
import { queueEmail } from '../../notifications/index.ts';

const pgUrl = process.env.DATABASE_URL;
const START_TIMEOUT = 240_000;

describe.runIf(pgUrl)('a gateway killed while sending', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Database;
  let server: SMTPServer;
  let smtpUrl = '';
  let hold = true;
  let inData = 0;
  /** Connections that handed over a message (its DATA ended). */
  const delivering = new Set<string>();
  const accepted: string[] = [];
  const closed = new Set<string>();
  const gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(pgUrl!);
    db = await openDatabase({ databaseUrl: database.url });
    await migrate(db.sql);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose(session) {
        closed.add(session.id);
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          inData++;
          delivering.add(session.id);
          const answer = () => {
            // Acknowledged only on a connection still open: what the client saw as sent.
            if (closed.has(session.id)) return callback(new Error('connection gone'));
            for (const r of session.envelope.rcptTo) accepted.push(r.address);
            callback();
          };
          if (!hold) return answer();
          const wait = setInterval(() => {
            if (hold && !closed.has(session.id)) return;
            clearInterval(wait);
            answer();
          }, 50);
        });
      },
    });
    // The killed gateway's connections may end in a reset: expected here, not a fault of the test.
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  }, START_TIMEOUT);
  afterAll(async () => {
    for (const g of gateways) await g.stop().catch(() => undefined);
    await db?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database?.drop();
  });

  it('loses no e-mail and sends none twice', { timeout: 2 * START_TIMEOUT }, async () => {
    await db.prisma.$transaction(async (tx) => {
      for (let i = 0; i < 6; i++)
        await queueEmail(tx, { to: `m${i}@example.ch`, subject: `Message ${i}`, body: 'Hello' });
    });
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gw-')),
      SMTP_URL: smtpUrl,
      JOBS_POLL_MS: '200',
      JOBS_LEASE_SECONDS: '3',
      NOTIFICATIONS_INTERVAL_SECONDS: '0',
    };
    const first = await startGateway(env, { timeoutMs: START_TIMEOUT });
    gateways.push(first);
    // The first gateway is in the middle of sending: messages handed over, none acknowledged yet.
    await expect.poll(() => inData, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // The SMTP server sees the dead gateway's connections close a moment after the process is gone:
    // release the held messages only then, or one could be acknowledged to a client that no longer exists.
    await expect
      .poll(() => [...delivering].every((id) => closed.has(id)), { timeout: 30_000, interval: 50 })
      .toBe(true);
    expect(accepted).toEqual([]);
    hold = false;

    const second = await startGateway(env, { timeoutMs: START_TIMEOUT });
    gateways.push(second);
    await expect
      .poll(() => db.prisma.emailMessage.count({ where: { status: 'SENT' } }), { timeout: 60_000, interval: 200 })
      .toBe(6);
    expect([...accepted].sort()).toEqual(Array.from({ length: 6 }, (_, i) => `m${i}@example.ch`));
    const jobs = await db.prisma.job.findMany({ where: { kind: 'email.send' } });
    expect(jobs.every((j) => j.status === 'DONE')).toBe(true);
    // The runs cut short were taken over once their lease ran out: a second attempt each.
    expect(jobs.some((j) => j.attempts === 2)).toBe(true);
  });
});
