import type { RemoteControlCodes, RemoteModelsResponse } from '../../content/remoteControlTypes';
import { seg, type Http, type PagedParams } from './http';

/** Remote-control programming calls (docs/behaviour.md §7), plus the listing that finds a remote by model. */
export const remoteControlCalls = ({ get }: Http) => ({
  remoteControlCodes: (p: { locale: string; modelName: string; CAFRENCH?: string }) =>
    get<RemoteControlCodes>('remoteProgramming', `/remote-control-codes/${seg(p.modelName)}`, {
      locale: p.locale,
      CAFRENCH: p.CAFRENCH,
    }),
  remoteModels: (p: PagedParams & { locale: string; query?: string; CAFRENCH?: string }) =>
    get<RemoteModelsResponse>('remoteModels', '/remote-control-codes', {
      locale: p.locale,
      query: p.query,
      start: p.start,
      num: p.num,
      CAFRENCH: p.CAFRENCH,
    }),
});
