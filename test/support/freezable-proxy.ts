import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy to a server, which a test can make go silent as a stuck server or a lost network
 * does: while frozen, nothing either side sends is passed on, and no connection is closed.
 */
export interface FreezableProxy {
  /** The target's address with the proxy's port: redis://127.0.0.1:<port>. */
  url: string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function freezableProxy(targetUrl: string): Promise<FreezableProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      if (frozen) socket.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${target.protocol}//127.0.0.1:${port}`,
    freeze: () => {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw: () => {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
