// A TCP forwarder between the app and a server (PostgreSQL, Redis) on this machine, to take that
// server away and bring it back in a test: stop() closes the port and cuts every open connection,
// as a stopped server does; start() listens again on the same port.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The target's URL with this proxy's address instead. */
  url: string;
  /** Cuts every connection and refuses new ones. */
  stop(): Promise<void>;
  /** Accepts connections again (same port). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards to the server of `targetUrl` (postgres://…, redis://…). */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const parsed = new URL(targetUrl);
  const target = { host: parsed.hostname, port: Number(parsed.port) };
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  parsed.hostname = '127.0.0.1';
  parsed.port = String(port);
  return {
    port,
    url: parsed.toString(),
    stop,
    start: listen,
    close: stop,
  };
}
