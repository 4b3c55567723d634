import { describe, expect, it } from 'vitest';
import { keepHeapFlat } from './heap-keeper.js';

const MB = 1024 * 1024;
const external = () => process.memoryUsage().arrayBuffers;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('keepHeapFlat', () => {
  it('collects dead buffers once the memory outside the heap has grown by a dozen MB', async () => {
    const stop = keepHeapFlat();
    try {
      // Let a first check set its marks from what is there now.
      await sleep(150);
      const before = external();
      let buffers: ArrayBuffer[] | undefined = Array.from({ length: 24 }, () => new ArrayBuffer(MB));
      expect(buffers.length).toBe(24);
      expect(external()).toBeGreaterThan(before + 20 * MB);
      buffers = undefined;
      // Far below V8's own trigger for outside memory: only the keeper frees them this soon.
      await sleep(400);
      expect(external()).toBeLessThan(before + 8 * MB);
    } finally {
      stop();
    }
  });
});
