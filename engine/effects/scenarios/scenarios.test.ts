/** Runs every effect-system scenario file (`*.scenario.json` under this folder) on the stand-in table. */
import { describe, expect, it } from 'vitest';
import { runScenarioFile, scenarioFiles } from '../../scenario/files';

const dir = new URL('.', import.meta.url).pathname.replace(/\/$/, '');

describe('effect-system scenarios (Gundam War GW 11, GW 12; continuous-effects-layers)', () => {
  const files = scenarioFiles([dir]);
  it('has scenarios for every topic', () => {
    for (const topic of ['cut', 'simultaneous', 'auto', 'failure', 'holds', 'layers'])
      expect(
        files.some((f) => f.includes(`/${topic}/`)),
        topic,
      ).toBe(true);
  });
  for (const file of files) {
    it(file.slice(dir.length + 1), () => {
      const r = runScenarioFile(file);
      expect(r.failures, r.name).toEqual([]);
    });
  }
});
