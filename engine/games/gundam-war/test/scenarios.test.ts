import { describe, expect, it } from 'vitest';
import { runScenarioFile, scenarioFiles } from '../../../scenario/files';

const dir = new URL('../scenarios', import.meta.url).pathname;

describe('Gundam War scenarios', () => {
  const files = scenarioFiles([dir]);
  it('has scenarios', () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(file.slice(dir.length + 1), () => {
      const r = runScenarioFile(file);
      expect(r.failures, r.name).toEqual([]);
    });
  }
});
