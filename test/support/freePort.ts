import net from 'node:net';

/** A TCP port on the loopback address that nothing listens on now (the OS picks it): benchmarks and tests start servers there, or use it as a closed port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
