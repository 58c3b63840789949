import { createServer, type Server } from 'node:net';

/**
 * `count` free ports on 127.0.0.1, all different: each held open until every one is chosen.
 * Asking the kernel for one port at a time can answer the same port twice (it hands a just
 * closed port out again), which made nginx's HTTP and HTTPS listeners one socket now and then.
 */
export async function distinctFreePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
      servers.push(server);
    }
    return servers.map((server) => {
      const address = server.address();
      return typeof address === 'object' && address ? address.port : 0;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
