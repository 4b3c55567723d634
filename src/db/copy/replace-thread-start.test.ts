import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { ReplacerOptions } from '../../anonymize/row-anonymizer.js';
import { SharedReplacement, START_AT_ONCE_BYTES } from './replace-thread.js';

const OPTIONS: ReplacerOptions = { key: 'arranque', dateWindow: 30, keepProvince: false, locale: 'es' };

// Its own file: the process's thread is not started by another test first.
// A machine of one core keeps to one thread: there `start` answers undefined.
describe.skipIf(availableParallelism() < 2)('SharedReplacement start', () => {
  it('waits for the process to spend a while replacing alone, unless the copy is known to be large', () => {
    const small = SharedReplacement.start(OPTIONS, ['documento'], false, START_AT_ONCE_BYTES - 1);
    expect(small?.hasThread).toBe(false);
    small?.end();
    const large = SharedReplacement.start(OPTIONS, ['documento'], false, START_AT_ONCE_BYTES);
    expect(large?.hasThread).toBe(true);
    large?.end();
    // The thread is the process's: a later copy, however small, has it too.
    const later = SharedReplacement.start(OPTIONS, ['documento'], false, 0);
    expect(later?.hasThread).toBe(true);
    later?.end();
  });
});
