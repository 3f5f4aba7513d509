// Runs every rules scenario file under test/scenarios, and under each folder of SCENARIO_DIR
// (a path list, separated like PATH); test names are relative to their folder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../support/scenario.js';
import { scenarioFiles, scenarioFolders } from '../support/scenario-files.js';

const root = import.meta.dirname;

for (const folder of scenarioFolders(root, process.env.SCENARIO_DIR)) {
  describe(folder === root ? 'rules scenarios' : `rules scenarios in ${folder}`, () => {
    for (const file of scenarioFiles(folder)) {
      it(file.name, () => {
        expect(runScenario(JSON.parse(readFileSync(file.path, 'utf8')))).toEqual([]);
      });
    }
  });
}
