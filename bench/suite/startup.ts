/**
 * Start-up section: time from spawning the process to the first 200 from
 * `GET /health`, for our service and for the bare Fastify server, both under
 * plain `node`, spawned alternately; the median of each is reported.
 */
import { type BenchRow, median, type Settings } from './common.js';
import { compileBare, type ServerKind, spawnServer } from './servers.js';

async function startOnce(kind: ServerKind, root: string): Promise<number> {
  const { server, startedAt, ready } = await spawnServer(kind, { root });
  try {
    return Number((await ready) - startedAt) / 1e6;
  } finally {
    await server.stop();
  }
}

export async function startupSection(settings: Settings): Promise<BenchRow[]> {
  const { quick, root, log } = settings;
  compileBare(root);
  const spawns = quick ? 2 : 5;
  log(`startup: ${spawns} spawns of each server`);
  await startOnce('ours', root); // warms the file cache
  await startOnce('bare', root);
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < spawns; i++) {
    ours.push(await startOnce('ours', root));
    bare.push(await startOnce('bare', root));
  }
  const spread = (values: number[]) =>
    `median of ${values.length}, ${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} ms`;
  return [
    {
      section: 'startup',
      id: 'startup.ours',
      label: 'node dist/server.mjs: spawn to first /health 200',
      value: median(ours),
      unit: 'ms',
      metrics: { min: Math.min(...ours), max: Math.max(...ours) },
      ref: { name: 'bare Fastify', value: median(bare) },
      note: spread(ours),
    },
    {
      section: 'startup',
      id: 'startup.bare',
      label: 'bare Fastify server: spawn to first /health 200',
      value: median(bare),
      unit: 'ms',
      metrics: { min: Math.min(...bare), max: Math.max(...bare) },
      note: spread(bare),
    },
  ];
}
