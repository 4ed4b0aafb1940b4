import type { TicketResult } from '../../shared/content/ticketTypes';
import { makeStore } from '../makeStore';
import { initialTicketState, ticketActions as actions } from '../ticketSlice';
import { fakeApi } from './testSupport';

const result: TicketResult = {
  ticketId: 'AUR-7Q2M9X4D3K',
  status: 'open',
  createdAt: '2026-01-05T10:00:00.000Z',
  locale: 'en_GB',
  productModel: 'AT-55X89J',
  issueCategory: 'picture',
};

describe('ticket state (docs/behaviour.md §3, §4)', () => {
  it('stores the answer as result', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.request());
    expect(store.getState().ticket).toMatchObject({ isFetching: true, result: null });
    store.dispatch(actions.received(result));
    expect(store.getState().ticket).toEqual({ result, isFetching: false, hasError: false, rejection: null });
  });

  it('remembers which field the service refused, until the next attempt', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.request());
    store.dispatch(actions.failed({ field: 'productModel', problem: 'unknown-model' }));
    expect(store.getState().ticket).toMatchObject({
      hasError: true,
      isFetching: false,
      rejection: { field: 'productModel', problem: 'unknown-model' },
    });
    store.dispatch(actions.request());
    expect(store.getState().ticket).toMatchObject({ hasError: false, rejection: null });
  });

  it('clearing resets the state', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    store.dispatch(actions.received(result));
    store.dispatch(actions.cleared());
    expect(store.getState().ticket).toEqual(initialTicketState);
  });
});
