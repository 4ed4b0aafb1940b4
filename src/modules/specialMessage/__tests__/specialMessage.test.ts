import { makeStore } from '../../../store/makeStore';
import { fakeApi, page } from '../../../store/__tests__/testSupport';
import { loadSpecialMessage } from '../load';

const message = {
  id: 'special-message:support-scams-2024',
  title: 'Notice',
  text: 'Text',
  severity: 'warning' as const,
};

async function load(cookie: Record<string, string>) {
  const store = makeStore(undefined, { api: fakeApi({ specialMessage: () => Promise.resolve({ message }) }) });
  await store.runSaga(loadSpecialMessage, page({ cookie })).toPromise();
  return store.getState().specialMessage;
}

describe('loading the special message', () => {
  it('stores the message in force', async () => {
    expect(await load({})).toEqual({ data: message, isFetching: false, hasError: false });
  });

  it('prevents the message the visitor dismissed during this visit, but not a newer one', async () => {
    expect((await load({ specialMessageDismissed: message.id })).data).toBeNull();
    expect((await load({ specialMessageDismissed: 'special-message:older' })).data).toEqual(message);
  });
});
