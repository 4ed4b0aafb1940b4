import type {
  ArticleDetailsResponse,
  DownloadDetailsResponse,
  DownloadsResponse,
  EulaResponse,
  FaqSearchResponse,
} from '../../../../shared/content/types';
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

describe('GET /{locale}/articles/{articleFamilyId}', () => {
  it('opens every article a FAQ list links to, with symptoms, steps and resolution', async () => {
    const list = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-1000xm4', num: 50 }));
    expect(list.searchResponse.results.length).toBeGreaterThan(3);
    for (const result of list.searchResponse.results) {
      const id = result.url.split('/').pop() ?? '';
      const article = ok<ArticleDetailsResponse>(await demo.get(`/en_GB/articles/${id}`)).data;
      // The list of a product opens the article inside that product; the article's own address is the plain one.
      expect(result.url).toBe(`/electronics/support/true-wireless-earbuds/awf-1000xm4/articles/${id}`);
      expect(article).toMatchObject({ articleId: id, title: result.title, url: `/electronics/support/articles/${id}` });
      expect(article.steps.length).toBe(article.stepNum);
      expect(article.stepNum).toBeGreaterThan(0);
      expect(article.resolution.length).toBeGreaterThan(20);
    }
  });

  it('shows the translation, or the English article where there is none', async () => {
    const list = ok<FaqSearchResponse>(await demo.get('/faqs/search', { locale: 'de_DE', model: 'awh-1000xm5', num: 50 }));
    const german = list.searchResponse.results.find((r) => r.language === 'de');
    const english = list.searchResponse.results.find((r) => r.language === 'en');
    expect(ok<ArticleDetailsResponse>(await demo.get(`/de_DE/articles/${german?.id}`)).data).toMatchObject({ language: 'de', title: german?.title });
    expect(ok<ArticleDetailsResponse>(await demo.get(`/de_DE/articles/${english?.id}`)).data).toMatchObject({ language: 'en', title: english?.title });
  });

  it('answers 404 for unknown articles and for ids of other content', async () => {
    expect(errorOf(await demo.get('/en_GB/articles/99999999'))).toMatchObject({ code: 'not_found', parameter: 'articleFamilyId' });
    const download = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/at-55x89j')).searchResponse.results[0];
    expect((await demo.get(`/en_GB/articles/${download.id}`)).status).toBe(404);
  });
});

describe('GET /{locale}/downloads/ids/{downloadId}', () => {
  it('describes a listed download with its file, checksum and licence', async () => {
    const listed = ok<DownloadsResponse>(await demo.get('/fr_FR/downloads/at-55x89j')).searchResponse.results[0];
    const details = ok<DownloadDetailsResponse>(await demo.get(`/fr_FR/downloads/ids/${listed.id}`, { model: 'at-55x89j' })).data;
    expect(details).toMatchObject({
      downloadNo: listed.id,
      downloadType: 'Firmware',
      downloadUrl: listed.fileUrl,
      sha256: listed.sha256,
      version: '6.7.412',
      url: listed.url,
    });
    expect(details.title).toContain('Mise à jour du micrologiciel');
    expect(details.installation).toContain('USB');
  });

  it('answers 404 for an unknown download', async () => {
    expect(errorOf(await demo.get('/en_GB/downloads/ids/00000000'))).toMatchObject({ code: 'not_found', parameter: 'downloadId' });
  });
});

describe('GET /eulas', () => {
  it('returns the licence of a download as embeddable HTML', async () => {
    const listed = ok<DownloadsResponse>(await demo.get('/de_DE/downloads/alc-7m4')).searchResponse.results[0];
    const eula = ok<EulaResponse>(await demo.get('/eulas', { eulaUrl: listed.eulaUrl }));
    expect(eula.embeddedHtml).toMatch(/^<h2>Aurora .*Lizenz/);
    expect(eula.embeddedHtml).not.toMatch(/<script/i);
  });

  it('refuses anything but this service’s licence files', async () => {
    for (const eulaUrl of ['https://evil.example/x.html', '/etc/passwd', 'file:///etc/passwd']) {
      expect(errorOf(await demo.get('/eulas', { eulaUrl })).parameter).toBe('eulaUrl');
    }
    const pdf = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/alc-7m4')).searchResponse.results[0].fileUrl;
    expect((await demo.get('/eulas', { eulaUrl: pdf })).status).toBe(404);
    expect(errorOf(await demo.get('/eulas', {})).parameter).toBe('eulaUrl');
  });
});
