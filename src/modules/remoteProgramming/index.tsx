import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { RemoteCodes } from './RemoteCodes';
import { RemoteFinder } from './RemoteFinder';
import { isRemoteResults, loadRemoteCodes, loadRemoteModels, remoteNameOf } from './sagas';

/** Remote-control programming: find your remote (landing page and results). */
export const remoteModelsModule: ModuleDefinition = {
  id: 'remoteModels',
  queryParams: ['query', 'num', 'CAFRENCH'],
  isVisible: visibleWhen(
    { id: 'remoteModels' },
    (page) => isRemoteResults(page) || (page.type === 'remoteProgrammingCode' && !remoteNameOf(page)),
  ),
  load: loadRemoteModels,
  Component: RemoteFinder,
};

/** Remote-control programming: one remote's devices, brands, codes and instructions. */
export const remoteCodesModule: ModuleDefinition = {
  id: 'remoteCodes',
  // An unknown remote is a 404 page, not an empty one.
  critical: true,
  queryParams: ['CAFRENCH'],
  isVisible: visibleWhen(
    { id: 'remoteCodes' },
    (page) => page.type === 'remoteProgrammingCode' && Boolean(remoteNameOf(page)),
  ),
  load: loadRemoteCodes,
  Component: RemoteCodes,
};
