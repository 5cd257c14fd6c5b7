// A real CalDAV server for tests: Debian's Radicale (apt-get install radicale).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RADICALE = process.env.RADICALE_PATH ?? '/usr/bin/radicale';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Radicale on a free local port with its own storage, and these users (plain-text passwords). */
export async function startRadicale(users: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'radicale-'));
  const htpasswd = path.join(dir, 'users');
  await writeFile(
    htpasswd,
    Object.entries(users)
      .map(([user, password]) => `${user}:${password}\n`)
      .join(''),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    RADICALE,
    [
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--storage-filesystem-folder',
      path.join(dir, 'collections'),
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      htpasswd,
      '--auth-htpasswd-encryption',
      'plain',
      '--auth-delay',
      '0',
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    /** Makes a calendar (MKCALENDAR, as a calendar app does); returns its address. */
    async makeCalendar(user: string, slug: string, name: string) {
      const calendar = `${url}${user}/${slug}/`;
      const res = await fetch(calendar, {
        method: 'MKCALENDAR',
        headers: {
          authorization: `Basic ${Buffer.from(`${user}:${users[user]}`).toString('base64')}`,
          'content-type': 'application/xml',
        },
        body: `<?xml version="1.0"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>${name}</d:displayname></d:prop></d:set></c:mkcalendar>`,
      });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${calendar}: HTTP ${res.status}`);
      return calendar;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    },
  };
}
