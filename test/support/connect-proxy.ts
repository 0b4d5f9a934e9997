// An HTTP proxy that tunnels with CONNECT, as an office's proxy does, and records each tunnel asked for
// (host:port). Anything but CONNECT is answered 405: the sync must tunnel, so that TLS stays end to end.
import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';

export interface ConnectProxy {
  url: string;
  port: number;
  /** The host:port of each tunnel, in order. */
  tunnels: string[];
  close(): Promise<void>;
}

export async function startConnectProxy(): Promise<ConnectProxy> {
  const tunnels: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((_req, res) => {
    res.writeHead(405, { allow: 'CONNECT' });
    res.end();
  });
  server.on('connect', (req: http.IncomingMessage, client: Socket, head: Buffer) => {
    const target = req.url ?? '';
    tunnels.push(target);
    const [host, port] = [
      target.slice(0, target.lastIndexOf(':')),
      target.slice(target.lastIndexOf(':') + 1),
    ];
    const upstream = net.connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    tunnels,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
