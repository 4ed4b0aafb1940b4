import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { RemoteFinder } from './RemoteFinder';
import { remoteNameOf } from '../remoteCodes/constants';
import { isRemoteResults } from './constants';

/** Remote-control programming: find your remote (landing page and results). */
export const remoteModelsModule: ModuleDefinition = {
  id: 'remoteModels',
  queryParams: ['query', 'num', 'CAFRENCH'],
  isVisible: visibleWhen(
    { id: 'remoteModels' },
    (page) => isRemoteResults(page) || (page.type === 'remoteProgrammingCode' && !remoteNameOf(page)),
  ),
  Component: RemoteFinder,
};
