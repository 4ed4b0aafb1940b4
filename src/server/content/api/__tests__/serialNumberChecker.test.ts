import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import type {
  SerialCheckerDetails,
  SerialCheckerModelNamesResponse,
  SerialCheckerPartNumbersResponse,
  SerialProgrammesResponse,
  SerialValidationResult,
} from '../../../../shared/content/serialNumberCheckerTypes';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { errorOf, ok } from '../../__tests__/support/bodies';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const validate = (body: Record<string, unknown>, query?: Record<string, string>) =>
  demo.service.transport({ method: 'POST', path: '/serial-number-checker/validation', body, query });

describe('GET /serial-number-checker/details', () => {
  it('describes a list: title, intro, sanitised templates, models and the serial format', async () => {
    const details = ok<SerialCheckerDetails>(
      await demo.get('/serial-number-checker/details', { listId: 'wireless-headphones-battery' }),
    );
    expect(details).toMatchObject({
      listId: 'wireless-headphones-battery',
      title: 'Wireless headphones battery inspection programme',
      serialNumberFormat: { minLength: 7, maxLength: 7, charset: 'digits' },
    });
    expect(details.intro).toMatch(/serial number/);
    expect(details.models.map((m) => m.modelName)).toEqual(['AWH-1000XM4', 'AWH-900N', 'AWH-910N']);
    expect(details.models[0].displayName).toMatch(/Aurora/);
    expect(details.mainTemplate).toMatch(/^<h2>What is happening\?<\/h2><p>/);
    expect(details.mainTemplate).toContain('<strong>AWH-1000XM4</strong>');
    expect(details.faqTemplate).toMatch(/^<h3>/);
    expect(details.serialNumberHint).toMatch(/headband/);
    expect(details.selectedModel).toBeUndefined();
  });

  it('is written in the visitor’s language, and in French for CAFRENCH', async () => {
    const de = ok<SerialCheckerDetails>(
      await demo.get('/serial-number-checker/details', { listId: 'tv-power-supply-2021', locale: 'de_DE' }),
    );
    expect(de.title).toBe('Prüfung des Netzteils bei Fernsehern aus 2021');
    expect(de.mainTemplate).toContain('<h2>Was ist passiert?</h2>');
    const caFrench = ok<SerialCheckerDetails>(
      await demo.get('/serial-number-checker/details', {
        listId: 'tv-power-supply-2021',
        locale: 'en_GB',
        CAFRENCH: 'true',
      }),
    );
    expect(caFrench.title).toBe('Contrôle de la carte d’alimentation des téléviseurs 2021');
  });

  it('preselects the model a product page links with, in any spelling', async () => {
    const details = ok<SerialCheckerDetails>(
      await demo.get('/serial-number-checker/details', {
        listId: 'earbuds-charging-case',
        model: 'awf-1000xm4',
        category: 'true-wireless-earbuds',
      }),
    );
    expect(details.selectedModel).toBe('AWF-1000XM4');
    const other = ok<SerialCheckerDetails>(
      await demo.get('/serial-number-checker/details', { listId: 'earbuds-charging-case', model: 'at-55x89j' }),
    );
    expect(other.selectedModel).toBeUndefined();
  });

  it('answers 404 naming listId for an unknown list, and 400 without one', async () => {
    expect(errorOf(await demo.get('/serial-number-checker/details', { listId: 'no-such-list' }))).toMatchObject({
      code: 'not_found',
      parameter: 'listId',
    });
    const missing = await demo.get('/serial-number-checker/details');
    expect(missing.status).toBe(400);
    expect(errorOf(missing).parameter).toBe('listId');
    expect(errorOf(await demo.get('/serial-number-checker/details', { listId: 'x', locale: 'xx_XX' })).parameter).toBe(
      'locale',
    );
  });
});

describe('GET /serial-number-checker/lists', () => {
  it('lists the programmes, most recently published first, each linking to its checker', async () => {
    const { programmes } = ok<SerialProgrammesResponse>(await demo.get('/serial-number-checker/lists'));
    expect(programmes.map((p) => p.listId)).toEqual([
      'wireless-headphones-battery',
      'earbuds-charging-case',
      'soundbar-ac-adapter',
      'tv-power-supply-2021',
    ]);
    expect(programmes[0]).toMatchObject({
      title: 'Wireless headphones battery inspection programme',
      url: '/electronics/support/serial-number-checker/wireless-headphones-battery',
      models: ['AWH-1000XM4', 'AWH-900N', 'AWH-910N'],
    });
  });

  it('lists the programmes covering a product, linking with its model chosen', async () => {
    const { programmes } = ok<SerialProgrammesResponse>(
      await demo.get('/serial-number-checker/lists', { model: 'at55x89j', locale: 'de_DE' }),
    );
    expect(programmes).toEqual([
      expect.objectContaining({
        listId: 'tv-power-supply-2021',
        title: 'Prüfung des Netzteils bei Fernsehern aus 2021',
        url: '/de/electronics/support/serial-number-checker/tv-power-supply-2021?model=AT-55X89J',
      }),
    ]);
    expect(
      ok<SerialProgrammesResponse>(await demo.get('/serial-number-checker/lists', { model: 'alc-7m4' })).programmes,
    ).toEqual([]);
    expect(errorOf(await demo.get('/serial-number-checker/lists', { model: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'model',
    });
  });
});

describe('GET /serial-number-checker/modelNames and .../partNumbers', () => {
  it('lists the secondary models of a model (empty when it has none)', async () => {
    const xm4 = ok<SerialCheckerModelNamesResponse>(
      await demo.get('/serial-number-checker/modelNames', {
        listId: 'wireless-headphones-battery',
        secondaryModelName: 'awh1000xm4',
      }),
    );
    expect(xm4).toEqual({
      modelName: 'AWH-1000XM4',
      secondaryModels: ['AWH-1000XM4/B', 'AWH-1000XM4/S', 'AWH-1000XM4/L'],
    });
    const none = ok<SerialCheckerModelNamesResponse>(
      await demo.get('/serial-number-checker/modelNames', {
        listId: 'wireless-headphones-battery',
        secondaryModelName: 'AWH-910N',
        internal: 'true',
      }),
    );
    expect(none.secondaryModels).toEqual([]);
  });

  it('lists the part numbers of a model, with hasParts', async () => {
    const parts = ok<SerialCheckerPartNumbersResponse>(
      await demo.get('/serial-number-checker/modelNames/AWF-C500/partNumbers', { listId: 'earbuds-charging-case' }),
    );
    expect(parts).toEqual({ modelName: 'AWF-C500', hasParts: true, parts: ['BCC-C5A', 'BCC-C5B'] });
    const noParts = ok<SerialCheckerPartNumbersResponse>(
      await demo.get('/serial-number-checker/modelNames/AT-55X89J/partNumbers', { listId: 'tv-power-supply-2021' }),
    );
    expect(noParts).toEqual({ modelName: 'AT-55X89J', hasParts: false, parts: [] });
  });

  it('answers 404 for a model outside the list and for an unknown list, 400 for missing parameters', async () => {
    expect(
      errorOf(
        await demo.get('/serial-number-checker/modelNames', {
          listId: 'wireless-headphones-battery',
          secondaryModelName: 'AT-55X89J',
        }),
      ),
    ).toMatchObject({ code: 'not_found', parameter: 'secondaryModelName' });
    expect(
      errorOf(
        await demo.get('/serial-number-checker/modelNames/AWH-1000XM4/partNumbers', { listId: 'tv-power-supply-2021' }),
      ),
    ).toMatchObject({ code: 'not_found', parameter: 'modelName' });
    expect(
      errorOf(await demo.get('/serial-number-checker/modelNames/AWH-1000XM4/partNumbers', { listId: 'nope' }))
        .parameter,
    ).toBe('listId');
    expect(
      errorOf(await demo.get('/serial-number-checker/modelNames', { listId: 'wireless-headphones-battery' })).parameter,
    ).toBe('secondaryModelName');
    expect(errorOf(await demo.get('/serial-number-checker/modelNames/AWF-C500/partNumbers')).parameter).toBe('listId');
  });
});

describe('POST /serial-number-checker/validation', () => {
  const headphones = {
    locale: 'en_GB',
    listId: 'wireless-headphones-battery',
    modelName: 'AWH-1000XM4',
    partNumber: null,
  };

  it('finds a serial in an affected range and says what to do, with a reference', async () => {
    const result = ok<SerialValidationResult>(
      await validate({ ...headphones, secondaryModelName: 'AWH-1000XM4/B', serialNumber: '4512345' }),
    );
    expect(result).toMatchObject({
      status: 'affected',
      title: 'Your headphones are included in this programme',
      modelName: 'AWH-1000XM4',
      secondaryModelName: 'AWH-1000XM4/B',
      partNumber: null,
      serialNumber: '4512345',
      reference: 'HPB24-4512345',
    });
    expect(result.nextSteps.length).toBeGreaterThan(1);
  });

  it('tells an unaffected serial apart, including the edges of a range and variant-only ranges', async () => {
    const check = async (secondaryModelName: string, serialNumber: string) =>
      ok<SerialValidationResult>(await validate({ ...headphones, secondaryModelName, serialNumber })).status;
    expect(await check('AWH-1000XM4/S', '4500000')).toBe('affected');
    expect(await check('AWH-1000XM4/S', '4589999')).toBe('affected');
    expect(await check('AWH-1000XM4/S', '4590000')).toBe('not-affected');
    expect(await check('AWH-1000XM4/S', '4499999')).toBe('not-affected');
    // The midnight-blue variant has its own, narrower range.
    expect(await check('AWH-1000XM4/L', '4550000')).toBe('not-affected');
    expect(await check('AWH-1000XM4/L', '4520000')).toBe('affected');
    const unaffected = ok<SerialValidationResult>(
      await validate({ ...headphones, secondaryModelName: 'AWH-1000XM4/B', serialNumber: '4700001' }),
    );
    expect(unaffected).toMatchObject({
      status: 'not-affected',
      title: 'Your headphones are not affected',
      nextSteps: [],
    });
    expect(unaffected.reference).toBeUndefined();
  });

  it('decides by part number where the list has them', async () => {
    const base = {
      locale: 'en_GB',
      listId: 'earbuds-charging-case',
      modelName: 'AWF-1000XM4',
      secondaryModelName: 'AWF-1000XM4/S',
    };
    expect(
      ok<SerialValidationResult>(await validate({ ...base, partNumber: 'BCC-XM4A', serialNumber: '1210000' })).status,
    ).toBe('affected');
    expect(
      ok<SerialValidationResult>(await validate({ ...base, partNumber: 'BCC-XM4B', serialNumber: '1210000' })).status,
    ).toBe('not-affected');
  });

  it('accepts -1 sent as null for a model without secondary models or parts (docs/behaviour.md §5), and -1 itself', async () => {
    const tv = { listId: 'tv-power-supply-2021', modelName: 'at-55x89j', secondaryModelName: null, partNumber: null };
    expect(ok<SerialValidationResult>(await validate({ ...tv, serialNumber: '7015000' }))).toMatchObject({
      status: 'affected',
      modelName: 'AT-55X89J',
      secondaryModelName: null,
      partNumber: null,
      reference: 'TVP21-7015000',
    });
    expect(
      ok<SerialValidationResult>(
        await validate({ ...tv, secondaryModelName: '-1', partNumber: '-1', serialNumber: '7015000' }),
      ).status,
    ).toBe('affected');
    const { secondaryModelName: _s, partNumber: _p, ...withoutChoices } = tv;
    expect(ok<SerialValidationResult>(await validate({ ...withoutChoices, serialNumber: '7020000' })).status).toBe(
      'not-affected',
    );
  });

  it('reads serials as printed on labels and answers invalid for serials that cannot be of the list', async () => {
    const tv = { listId: 'tv-power-supply-2021', modelName: 'AT-55X89J', secondaryModelName: null, partNumber: null };
    expect(ok<SerialValidationResult>(await validate({ ...tv, serialNumber: ' 701-5000 ' })).serialNumber).toBe(
      '7015000',
    );
    for (const serialNumber of ['701500', '70150001', 'A015000']) {
      const result = ok<SerialValidationResult>(await validate({ ...tv, serialNumber }));
      expect(result).toMatchObject({ status: 'invalid', nextSteps: [] });
      expect(result.message).toMatch(/7 digits/);
    }
    const adapter = ok<SerialValidationResult>(
      await validate({
        listId: 'soundbar-ac-adapter',
        modelName: 'ASB-S100F',
        secondaryModelName: null,
        partNumber: 'AC-S1910',
        serialNumber: '1024999',
      }),
    );
    expect(adapter.status).toBe('invalid');
    expect(adapter.message).toMatch(/8 digits/);
  });

  it('answers in the locale of the request, and in French for CAFRENCH', async () => {
    const body = {
      listId: 'tv-power-supply-2021',
      modelName: 'AT-55X89J',
      secondaryModelName: null,
      partNumber: null,
      serialNumber: '7015000',
    };
    expect(ok<SerialValidationResult>(await validate({ ...body, locale: 'de_DE' })).title).toBe(
      'Ihr Fernseher ist von diesem Programm betroffen',
    );
    expect(ok<SerialValidationResult>(await validate(body, { locale: 'fr_FR' })).title).toBe(
      'Votre téléviseur est concerné par ce programme',
    );
    expect(ok<SerialValidationResult>(await validate({ ...body, locale: 'en_GB', CAFRENCH: 'true' })).title).toBe(
      'Votre téléviseur est concerné par ce programme',
    );
  });

  it('accepts the page’s extra fields', async () => {
    const res = await validate({
      listId: 'tv-power-supply-2021',
      modelName: 'AT-55X89J',
      secondaryModelName: null,
      partNumber: null,
      serialNumber: '7015000',
      internal: 'false',
      category: 'televisions',
      model: 'at-55x89j',
    });
    expect(res.status).toBe(200);
  });

  it('answers 400 naming the field for bad input', async () => {
    const good = {
      listId: 'earbuds-charging-case',
      modelName: 'AWF-C500',
      secondaryModelName: 'AWF-C500/W',
      partNumber: 'BCC-C5B',
      serialNumber: '1500000',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, serialNumber: '' }, 'serialNumber'],
      [{ ...good, serialNumber: '15<script>' }, 'serialNumber'],
      [{ ...good, serialNumber: '1'.repeat(41) }, 'serialNumber'],
      [{ ...good, serialNumber: 1500000 }, 'serialNumber'],
      [{ ...good, secondaryModelName: null }, 'secondaryModelName'],
      [{ ...good, secondaryModelName: 'AWF-C500/X' }, 'secondaryModelName'],
      [{ ...good, partNumber: null }, 'partNumber'],
      [{ ...good, partNumber: 'BCC-XM4A' }, 'partNumber'],
      [{ ...good, locale: 'xx' }, 'locale'],
      [{ ...good, modelName: undefined }, 'modelName'],
      [{ ...good, listId: undefined }, 'listId'],
      [{ ...good, extra: { nested: true } }, 'extra'],
    ];
    for (const [body, parameter] of cases) {
      const res = await validate(body);
      expect({ parameter, status: res.status }).toEqual({ parameter, status: 400 });
      expect(errorOf(res).parameter).toBe(parameter);
    }
    // A model without secondary models takes none.
    const tv = {
      listId: 'tv-power-supply-2021',
      modelName: 'AT-55X89J',
      secondaryModelName: 'AT-55X89J/B',
      partNumber: null,
      serialNumber: '7015000',
    };
    expect(errorOf(await validate(tv)).parameter).toBe('secondaryModelName');
  });

  it('answers 404 for an unknown list or a model outside the list', async () => {
    const body = { modelName: 'AT-55X89J', secondaryModelName: null, partNumber: null, serialNumber: '7015000' };
    expect(errorOf(await validate({ ...body, listId: 'no-such-list' }))).toMatchObject({
      code: 'not_found',
      parameter: 'listId',
    });
    expect(errorOf(await validate({ ...body, listId: 'wireless-headphones-battery' }))).toMatchObject({
      code: 'not_found',
      parameter: 'modelName',
    });
  });

  it('over HTTP: JSON only, never cached, GET is 405', async () => {
    const res = await request(demo.app)
      .post(`${API_BASE}/serial-number-checker/validation`)
      .send({
        listId: 'tv-power-supply-2021',
        modelName: 'AT-55X89J',
        secondaryModelName: null,
        partNumber: null,
        serialNumber: '7015000',
      });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('affected');
    expect(res.headers['cache-control']).toBe('no-store');
    const form = await request(demo.app)
      .post(`${API_BASE}/serial-number-checker/validation`)
      .type('form')
      .send('serialNumber=1');
    expect(form.status).toBe(415);
    const malformed = await request(demo.app)
      .post(`${API_BASE}/serial-number-checker/validation`)
      .set('content-type', 'application/json')
      .send('{"listId":');
    expect(malformed.status).toBe(400);
    expect((await request(demo.app).get(`${API_BASE}/serial-number-checker/validation`)).status).toBe(405);
  });
});
