import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { remoteNameOf } from './constants';
import { RemoteCodes } from './RemoteCodes';

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
  Component: RemoteCodes,
};
