import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildApp } from './src/app.js';
const app = await buildApp({ logLevel: 'silent', rateLimitPerMinute: 1e9 });
mkdirSync('/tmp/bt/ts', { recursive: true });
const tables = ['type', 'interface', 'enum', 'let', 'yield', 'await', 'static', 'package', 'Object', 'Array', 'Promise', 'string', 'x-1', 'a_-_b', 'constructor', '__proto__', 'prototype', 'undefined', 'NaN', 'Infinity', 'globalThis', 'exports', 'module', 'require', 'Symbol', 'default', 'Registro', 'Record', 'Partial', 'function', 'new', 'x__proto__', 'null', 'true', 'void', 'any', 'as', 'from', 'of', 'async', 'get', 'declare', 'namespace', 'abstract', 'readonly', 'keyof', 'infer', 'is', 'asserts', 'unique', 'satisfies', 'accessor', 'out', 'override', 'global', 'object', 'number'];
const files: string[] = [];
for (const table of tables) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/es/bulk', payload: { fields: [{ name: 'nombre', type: 'nombre' }, { name: 'edad', type: 'edad', nullable: 50 }, { name: '__proto__', type: 'booleano' }], count: 2, seed: 'x', format: 'typescript', table } });
  if (res.statusCode !== 200) { console.log(table, res.statusCode); continue; }
  const f = `/tmp/bt/ts/t_${table.replace(/[^a-z0-9_]/gi, 'X')}.ts`; writeFileSync(f, res.body); files.push(f);
}
await app.close();
for (const f of files) {
  try { execFileSync('npx', ['tsc', '--strict', '--noEmit', f], { encoding: 'utf8', stdio: 'pipe' }); }
  catch (e: any) { console.log('FAIL', f, (e.stdout || '').split('\n').filter((l: string) => l.includes('error')).slice(0, 3).join(' | ')); }
}
console.log('done', files.length);
