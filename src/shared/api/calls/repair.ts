import type { RepairRequestInput, RepairRequestResult, ServiceCentreSearchResult } from '../../content/repairTypes';
import { seg, type Http } from './http';
import { IDEMPOTENCY_HEADER } from './tickets';

/** Contact and repair calls (docs/behaviour.md §2). */
export const repairCalls = ({ get, post }: Http) => ({
  /** POST /repair-requests: the form's client key is the Idempotency-Key, so a resubmit keeps one request. */
  createRepairRequest: (p: { locale: string; request: RepairRequestInput; idempotencyKey: string }) =>
    post<RepairRequestResult>('repairRequest', '/repair-requests', p.request, { locale: p.locale }, { [IDEMPOTENCY_HEADER]: p.idempotencyKey }),
  getRepairRequest: (p: { reference: string }) => get<RepairRequestResult>('repairConfirmation', `/repair-requests/${seg(p.reference)}`),
  findServiceCentres: (p: { locale: string; query: string }) =>
    get<ServiceCentreSearchResult>('serviceCentres', '/service-centres', { locale: p.locale, query: p.query }),
});
