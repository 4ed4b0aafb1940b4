import fs from 'node:fs';
import path from 'node:path';
import { loadAllModules } from '../registry';
import type { ModuleDefinition } from '../types';

/*
 * One shape per module (docs/decisions/034-one-shape-per-module.md): every folder under src/modules is the
 * module of the same id, with its definition in index.tsx and its loader, if any, in load.ts. Beside them sit
 * only the shell (what is not a module), the page bundles and these tests.
 */
const MODULES = path.resolve(__dirname, '..');
const NOT_MODULES = new Set(['shell', 'bundles', '__tests__']);

const folders = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_MODULES.has(entry.name))
  // A folder left empty by a move after a checkout is not in git and not a module.
  .filter((entry) => fs.readdirSync(path.join(MODULES, entry.name)).length > 0)
  .map((entry) => entry.name)
  .sort();

/** The values a module file exports, or undefined when there is no such file. */
async function exportsOf(folder: string, file: string): Promise<unknown[] | undefined> {
  const found = ['.ts', '.tsx'].map((ext) => path.join(MODULES, folder, file + ext)).find((f) => fs.existsSync(f));
  if (!found) return undefined;
  return Object.values((await import(found)) as Record<string, unknown>);
}

let registered: ReadonlyMap<string, ModuleDefinition>;
beforeAll(async () => {
  registered = await loadAllModules();
});

describe('one shape per module', () => {
  it('every folder under src/modules is named after a registered module id', () => {
    expect(folders.length).toBeGreaterThan(40);
    expect(folders.filter((folder) => !registered.has(folder))).toEqual([]);
  });

  it("every registered module is defined in the index.tsx of its id's folder", async () => {
    const elsewhere: string[] = [];
    for (const [id, definition] of registered) {
      const exported = await exportsOf(id, 'index');
      if (!exported?.includes(definition)) elsewhere.push(id);
    }
    expect(elsewhere).toEqual([]);
  });

  it("a module's loader is the one its own load.ts exports", async () => {
    const elsewhere: string[] = [];
    for (const [id, definition] of registered) {
      if (!definition.load) continue;
      const exported = await exportsOf(id, 'load');
      if (!exported?.includes(definition.load)) elsewhere.push(id);
    }
    expect(elsewhere).toEqual([]);
  });
});
