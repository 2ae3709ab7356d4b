// A TCP forwarder in front of the shared PostgreSQL server, so a test can take "the database" away
// and bring it back without stopping the real server (other suites use it at the same time).
import net from "node:net";

export type ProxyMode =
  /** Bytes flow to the target. */
  | "forward"
  /** Connections are accepted and never answered: a host that is unreachable (a dropped route). */
  | "blackhole"
  /** Connections are closed at once: a server that is down. */
  | "reset";

export interface TcpProxy {
  port: number;
  /** Switches the mode; every open connection is cut. */
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  let mode: ProxyMode = "forward";
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === "reset") return void client.destroy();
    if (mode === "blackhole") return;
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    set(next) {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The PostgreSQL URL of `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = "127.0.0.1";
  parsed.port = String(proxy.port);
  return parsed.toString();
}
