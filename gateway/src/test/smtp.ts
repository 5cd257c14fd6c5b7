// A local SMTP server for tests that counts deliveries: the recipient of every message received,
// optionally after a delay per message (a slow mail server).
import { SMTPServer } from 'smtp-server';

export interface SmtpCounter {
  /** The recipient of every message received so far, in order. */
  delivered: string[];
  url: string;
  close(): Promise<void>;
}

export async function startSmtpCounter(options: { delayMs?: number } = {}): Promise<SmtpCounter> {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          for (const rcpt of session.envelope.rcptTo) delivered.push(rcpt.address);
          callback();
        }, options.delayMs ?? 0),
      );
    },
  });
  // A client that goes away mid-conversation (a stopped gateway) resets its connection: not a fault.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    delivered,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface CapturedMail {
  to: string[];
  raw: Buffer;
}

export interface SmtpCapture {
  /** Every message received so far, whole, in order. */
  messages: CapturedMail[];
  url: string;
  close(): Promise<void>;
}

/** A local SMTP server that keeps each message whole (MIME), for tests that read what was sent. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  // A client that goes away mid-conversation (a stopped gateway) resets its connection: not a fault.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    messages,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
