import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP proxy the test owns: `stop()` drops every connection and stops listening, `start()` resumes on the same port. */
export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Forwards a local port (chosen by the system) to `targetHost:targetPort`. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const closing = server;
      server = null;
      // A reset, not a polite close: the way a crashed database or a cut network looks.
      for (const socket of sockets) socket.resetAndDestroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
