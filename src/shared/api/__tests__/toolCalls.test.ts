import { createApi } from '../createApi';
import type { ApiRequest, Transport } from '../transport';

/** A transport that records what the site sends and answers 200 with an empty object. */
function recording(): { transport: Transport; sent: ApiRequest[] } {
  const sent: ApiRequest[] = [];
  return { sent, transport: async (request) => (sent.push(request), { status: 200, headers: {}, body: {} }) };
}

describe('serial-number checker calls (docs/behaviour.md §5, §7)', () => {
  it('sends a secondary model name and a part number of -1 as null', async () => {
    const { transport, sent } = recording();
    await createApi(transport).serialCheckerValidation({
      locale: 'en_GB',
      listId: 'tv-power-supply-2021',
      modelName: 'AT-55X89J',
      secondaryModelName: '-1',
      partNumber: '-1',
      serialNumber: '7015000',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/serial-number-checker/validation' });
    expect(sent[0].body).toEqual({
      locale: 'en_GB',
      listId: 'tv-power-supply-2021',
      modelName: 'AT-55X89J',
      secondaryModelName: null,
      partNumber: null,
      serialNumber: '7015000',
    });
  });

  it('sends real choices as they are, with the page’s extra fields and CAFRENCH when present', async () => {
    const { transport, sent } = recording();
    await createApi(transport).serialCheckerValidation({
      locale: 'fr_FR',
      listId: 'earbuds-charging-case',
      modelName: 'AWF-C500',
      secondaryModelName: 'AWF-C500/W',
      partNumber: 'BCC-C5B',
      serialNumber: '1500000',
      CAFRENCH: 'true',
      internal: 'true',
      extra: { category: 'true-wireless-earbuds' },
    });
    expect(sent[0].body).toEqual({
      locale: 'fr_FR',
      listId: 'earbuds-charging-case',
      modelName: 'AWF-C500',
      secondaryModelName: 'AWF-C500/W',
      partNumber: 'BCC-C5B',
      serialNumber: '1500000',
      CAFRENCH: 'true',
      internal: 'true',
      category: 'true-wireless-earbuds',
    });
  });

  it('asks for details with listId, internal, category, model and CAFRENCH; for secondary models and parts by model', async () => {
    const { transport, sent } = recording();
    const api = createApi(transport);
    await api.serialCheckerDetails({
      locale: 'en_GB',
      listId: 'list-1',
      internal: 'true',
      category: 'headphones',
      model: 'awh-1000xm4',
      CAFRENCH: 'Y',
    });
    await api.serialCheckerDetails({ locale: 'en_GB', listId: 'list-1' });
    await api.serialCheckerSecondaryModels({
      locale: 'de_DE',
      listId: 'list-1',
      modelName: 'AWH-1000XM4',
      internal: 'false',
    });
    await api.serialCheckerPartNumbers({ locale: 'de_DE', listId: 'list-1', modelName: 'AWH-1000XM4/B' });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/serial-number-checker/details',
      query: {
        listId: 'list-1',
        locale: 'en_GB',
        internal: 'true',
        category: 'headphones',
        model: 'awh-1000xm4',
        CAFRENCH: 'Y',
      },
    });
    // Absent CAFRENCH is not sent at all (toSearchParams drops undefined values).
    expect(sent[1].query?.CAFRENCH).toBeUndefined();
    expect(sent[2]).toMatchObject({
      path: '/serial-number-checker/modelNames',
      query: { listId: 'list-1', secondaryModelName: 'AWH-1000XM4', internal: 'false' },
    });
    expect(sent[3].path).toBe('/serial-number-checker/modelNames/AWH-1000XM4%2FB/partNumbers');
  });
});

describe('remote-control and ticket calls (docs/behaviour.md §7)', () => {
  it('asks for a remote’s codes with locale and CAFRENCH only when present', async () => {
    const { transport, sent } = recording();
    const api = createApi(transport);
    await api.remoteControlCodes({ locale: 'en_GB', modelName: 'ARM-VLZ620', CAFRENCH: 'true' });
    await api.remoteControlCodes({ locale: 'de_DE', modelName: 'arm vlz620' });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/remote-control-codes/ARM-VLZ620',
      query: { locale: 'en_GB', CAFRENCH: 'true' },
    });
    expect(sent[1]).toMatchObject({
      path: '/remote-control-codes/arm%20vlz620',
      query: { locale: 'de_DE', CAFRENCH: undefined },
    });
  });

  it('posts the ticket as the body, the locale as the query and the idempotency key as a header', async () => {
    const { transport, sent } = recording();
    const ticket = {
      name: 'Jana Novak',
      email: 'jana@example.com',
      productModel: 'AT-55X89J',
      issueCategory: 'sound' as const,
      description: 'No sound from the TV speakers since today.',
    };
    await createApi(transport).createTicket({ locale: 'fr_FR', ticket, idempotencyKey: 'key-1' });
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/create-ticket',
      body: ticket,
      query: { locale: 'fr_FR' },
      headers: { 'Idempotency-Key': 'key-1' },
    });
  });
});
