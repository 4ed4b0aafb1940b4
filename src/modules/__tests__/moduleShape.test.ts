import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES } from '../../routes/pageModules';
import type { PageType } from '../../routes/routeTable';
import { loadAllModules, loadingModulesFor } from '../registry';
import type { ModuleDefinition } from '../types';

/*
 * One shape per module (docs/decisions/034-one-shape-per-module.md): every folder under src/modules is the
 * module of the same id, with its definition in index.tsx and its loader, if any, in load.ts. Beside them sit
 * only the shell (what is not a module), the page bundles and these tests. The registry gives a definition its
 * loader from the bundle's sagas (bundles/sagas/, docs/decisions/042-javascript-budget.md, update 4).
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

  it("a module's loader is the one its own load.ts exports, on every page type that shows it", async () => {
    const elsewhere: string[] = [];
    const missing: string[] = [];
    for (const type of Object.keys(PAGE_MODULES) as PageType[]) {
      for (const definition of loadingModulesFor(type)) {
        const exported = await exportsOf(definition.id, 'load');
        if (!definition.load) {
          // A module with a load.ts has a loader wherever it is shown: a bundle's sagas must not leave it out.
          if (exported) missing.push(`${type}: ${definition.id}`);
          continue;
        }
        if (!exported?.includes(definition.load)) elsewhere.push(`${type}: ${definition.id}`);
        if (definition.submitForm && !exported?.includes(definition.submitForm)) elsewhere.push(`${type}: ${definition.id} (form)`);
      }
    }
    expect(elsewhere).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('a definition names no saga of its own: the bundle sagas give them, so the browser can fetch them later', () => {
    const own = [...registered.values()].filter((definition) => definition.load || definition.submitForm).map((d) => d.id);
    expect(own).toEqual([]);
  });
});
