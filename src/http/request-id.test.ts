import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './request-id.js';

describe('requestIdGenerator', () => {
  it('gives distinct ids of one shape, counting up from one prefix', () => {
    const next = requestIdGenerator();
    const ids = Array.from({ length: 5000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(1);
    expect(ids[0]?.endsWith('-1')).toBe(true);
    expect(ids[35]?.endsWith('-10')).toBe(true); // base 36
  });

  it('draws a new prefix for each app, so restarts and instances do not repeat ids', () => {
    const prefixes = new Set(Array.from({ length: 50 }, () => requestIdGenerator()().split('-')[0]));
    expect(prefixes.size).toBe(50);
  });
});
