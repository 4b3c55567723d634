/**
 * Start-up section: time from spawning the process to the first 200 from
 * `GET /health`, for our service and for the bare Fastify server, each
 * started two ways: with plain `node`, and with `npm start` as users start
 * ours (on a built checkout, so no build; the bare server through a package
 * whose start script runs it, so both pay npm's own start). Spawned in
 * turn; the median of each is reported.
 */
import { type BenchRow, median, type Settings } from './common.js';
import { compileBare, type Launcher, type ServerKind, spawnServer } from './servers.js';

async function startOnce(kind: ServerKind, launcher: Launcher, root: string): Promise<number> {
  const { server, startedAt, ready } = await spawnServer(kind, { root, launcher });
  try {
    return Number((await ready) - startedAt) / 1e6;
  } finally {
    await server.stop();
  }
}

const WAYS: readonly { id: string; kind: ServerKind; launcher: Launcher; label: string }[] = [
  { id: 'startup.ours', kind: 'ours', launcher: 'node', label: 'node dist/server.mjs' },
  { id: 'startup.bare', kind: 'bare', launcher: 'node', label: 'bare Fastify server (node)' },
  { id: 'startup.npm', kind: 'ours', launcher: 'npm', label: 'npm start, built checkout' },
  { id: 'startup.bare.npm', kind: 'bare', launcher: 'npm', label: 'bare Fastify server through npm start' },
];

export async function startupSection(settings: Settings): Promise<BenchRow[]> {
  const { quick, root, log } = settings;
  compileBare(root);
  const spawns = quick ? 2 : 7;
  log(`startup: ${spawns} spawns of each server, with node and with npm start`);
  for (const way of WAYS) await startOnce(way.kind, way.launcher, root); // warms the file cache
  const times = new Map(WAYS.map((way) => [way.id, [] as number[]]));
  for (let i = 0; i < spawns; i++) {
    for (const way of WAYS) times.get(way.id)!.push(await startOnce(way.kind, way.launcher, root));
  }
  const value = (id: string) => median(times.get(id)!);
  const row = (id: string, ref?: string): BenchRow => {
    const way = WAYS.find((w) => w.id === id)!;
    const values = times.get(id)!;
    const refWay = WAYS.find((w) => w.id === ref);
    return {
      section: 'startup',
      id,
      label: `${way.label}: spawn to first /health 200`,
      value: value(id),
      unit: 'ms',
      metrics: { min: Math.min(...values), max: Math.max(...values) },
      ref: refWay === undefined ? undefined : { name: refWay.label, value: value(refWay.id), id: refWay.id },
      note: `median of ${values.length}, ${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} ms`,
    };
  };
  return [
    row('startup.ours', 'startup.bare'),
    row('startup.bare'),
    row('startup.npm', 'startup.bare'),
    row('startup.bare.npm', 'startup.bare'),
  ];
}
