/**
 * Every package the lock file installs runs on the Node version package.json
 * promises (engines.node), so `npm ci` on that version gives no engine
 * warnings. Where a dependency's newest release wants a newer Node, a
 * direct dependency pins the release of the package that brings it in
 * that does not: `overrides` would not reach a user's install, which
 * test/consumer-install.test.ts checks (see the changelog).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowestMajor } from './engine-range.js';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

describe('engines', () => {
  const promised = lowestMajor(pkg.engines.node);

  it('package.json promises Node 20 or later', () => {
    expect(promised).toBe(20);
  });

  it('no installed package wants a newer Node than package.json promises', () => {
    const tooNew = Object.entries(lock.packages as Record<string, { engines?: { node?: string } }>)
      .filter(([path, meta]) => path !== '' && typeof meta.engines?.node === 'string')
      .filter(([, meta]) => lowestMajor(meta.engines!.node!) > promised)
      .map(([path, meta]) => `${path}: ${meta.engines!.node}`);
    expect(tooNew).toEqual([]);
  });

  it.each([
    ['>=22', 22],
    ['20 || >=22', 20],
    ['^18.0.0 || ^20.0.0 || >=22.0.0', 18],
    ['*', 0],
  ])('reads %j as Node %i or later', (range, major) => {
    expect(lowestMajor(range)).toBe(major);
  });
});
