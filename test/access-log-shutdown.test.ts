import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { type Service, startService } from './process.js';

const services: Service[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop('SIGKILL')));
});

/** One GET on a kept-alive connection; the request id the service answered with. */
function get(port: number, agent: Agent, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.headers['x-request-id'])));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('access log of the running service', () => {
  it('SIGTERM right after a burst of requests: every request has its line, exit 0', async () => {
    // The default configuration: info level, the access log written asynchronously.
    const service = await startService({ RATE_LIMIT_PER_MINUTE: '1000000' });
    services.push(service);
    // A log reader that falls behind: lines queue in the service while it
    // keeps answering, and are still queued when SIGTERM comes.
    service.proc.stdout!.pause();
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const paths = [
      '/health',
      '/api/v1/es/document?count=1&seed=burst-secret',
      '/no/such/path?q=burst-secret',
    ];
    const ids = await Promise.all(
      Array.from({ length: 3000 }, (_, i) => get(service.port, agent, paths[i % paths.length]!)),
    );
    service.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    service.proc.stdout!.resume();
    expect(await service.exited).toBe(0);
    agent.destroy();

    const access = service
      .output()
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => JSON.parse(line));
    expect(access).toHaveLength(ids.length);
    expect(new Set(access.map((l) => l.reqId))).toEqual(new Set(ids));
    expect(service.output()).not.toContain('burst-secret');
  }, 60_000);
});
