import { bannersModule } from '../banners';
import { remoteCodesModule, remoteModelsModule } from '../remoteProgramming';
import { searchBoxModule } from '../searchBox';
import { serialNumberCheckerModule } from '../serialNumberChecker';
import type { ModuleDefinition } from '../types';

/** The serial-number checker and remote-control programming. */
export const modules: readonly ModuleDefinition[] = [
  serialNumberCheckerModule,
  remoteModelsModule,
  remoteCodesModule,
  searchBoxModule,
  bannersModule,
];
