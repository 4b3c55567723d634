import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectFile } from './project-files.js';

describe('projectFile', () => {
  it('finds files under the project folder', () => {
    for (const relative of [
      'src/web/index.html',
      'src/countries/es/data/generated/surnames.json',
      'package.json',
    ]) {
      expect(existsSync(projectFile(relative)), relative).toBe(true);
    }
  });

  it('names where it looked when a file is missing', () => {
    expect(() => projectFile('src/no-such-file.json')).toThrow(
      /src\/no-such-file\.json not found \(looked in /,
    );
  });
});
