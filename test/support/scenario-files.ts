// Where rules scenario files are found: test/scenarios, plus each folder of SCENARIO_DIR (a path
// list, separated like PATH). Each file is named relative to its own folder.
import { readdirSync, statSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';

export interface ScenarioFile {
  folder: string;
  path: string;
  name: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? jsonFiles(p) : f.endsWith('.json') ? [p] : [];
    });
}

/** The folders to run: `root` first, then SCENARIO_DIR's folders in order (empty entries ignored). */
export function scenarioFolders(root: string, scenarioDir: string | undefined): string[] {
  return [root, ...(scenarioDir ?? '').split(delimiter).filter((d) => d.trim() !== '')];
}

export function scenarioFiles(folder: string): ScenarioFile[] {
  return jsonFiles(folder).map((path) => ({ folder, path, name: relative(folder, path) }));
}
