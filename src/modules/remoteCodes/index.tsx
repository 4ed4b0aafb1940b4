import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { BRAND_PARAM, DEVICE_PARAM, remoteNameOf } from './constants';
import { RemoteCodes } from './RemoteCodes';

/** Remote-control programming: one remote's devices, brands, codes and instructions. */
export const remoteCodesModule: ModuleDefinition = {
  id: 'remoteCodes',
  // An unknown remote is a 404 page, not an empty one.
  critical: true,
  // The choice in the address reloads the module too, so Back and a shared link show what the address says.
  queryParams: ['CAFRENCH', DEVICE_PARAM, BRAND_PARAM],
  isVisible: visibleWhen(
    { id: 'remoteCodes' },
    (page) => page.type === 'remoteProgrammingCode' && Boolean(remoteNameOf(page)),
  ),
  Component: RemoteCodes,
};
