import type { Dataset, DatasetContent } from '../../../src/server/content/Dataset';
import { generateDemoDataset } from '../generateDataset';

let dataset: Dataset;
let byFamily: Map<string, DatasetContent[]>;
beforeAll(() => {
  dataset = generateDemoDataset();
  byFamily = new Map();
  for (const row of dataset.content) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), row]);
});

const HUB_TYPES = [
  'specification',
  'video-content',
  'news-alert',
  'compatibility',
  'compatibility-profile',
  'banner',
  'special-message',
  'faq-bundle',
  'faq-topic',
  'seo',
];
const rowsOf = (type: string) => dataset.content.filter((c) => c.contentType === type);
const fileOf = (id: unknown) => dataset.files.find((f) => f.id === id);

describe('the product hub content of the demo catalogue', () => {
  it('gives every product a specification sheet in English, German and French', () => {
    for (const product of dataset.products) {
      const rows = byFamily.get(`specs:${product.name}`) ?? [];
      expect(rows.map((r) => r.language).sort()).toEqual(['de', 'en', 'fr']);
      for (const row of rows) {
        expect((row.attrs.techSpecs as unknown[]).length).toBeGreaterThan(1);
        expect((row.attrs.inTheBox as unknown[]).length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps context-only content out of the search index', () => {
    // Support videos are searchable: their chapters answer how-to and troubleshooting questions.
    for (const row of dataset.content.filter((c) => HUB_TYPES.includes(c.contentType) && c.contentType !== 'video-content'))
      expect(row.searchable).toBe(false);
    expect(dataset.content.filter((c) => c.contentType === 'video-content').every((c) => c.searchable !== false)).toBe(true);
  });

  it('makes every video a real, script-free animated SVG with a 16:9 thumbnail, in several languages', () => {
    const videos = rowsOf('video-content');
    expect(new Set(videos.map((v) => v.familyId)).size).toBeGreaterThan(50);
    for (const video of videos) {
      const story = fileOf(video.attrs.videoFileId)?.bytes.toString('utf8') ?? '';
      const thumbnail = fileOf(video.attrs.imageFileId)?.bytes.toString('utf8') ?? '';
      expect(story).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
      expect(story).toContain('<animate ');
      expect(thumbnail).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
      for (const svg of [story, thumbnail]) expect(svg).not.toMatch(/<script|on\w+=|javascript:/i);
      // The running time is the storyboard's own loop length: each scene as long as it takes to read.
      expect(story).toContain(`dur="${video.attrs.duration}s"`);
      expect(video.attrs.duration).toBeGreaterThanOrEqual(20);
      expect(video.attrs.duration).toBeLessThanOrEqual(60);
    }
    const german = videos.filter((v) => v.language === 'de').length;
    expect(german).toBeGreaterThan(30);
    expect(german).toBeLessThan(new Set(videos.map((v) => v.familyId)).size);
  });

  it('links news, banners and the special message to content that exists', () => {
    const families = new Set(dataset.content.map((c) => c.familyId));
    const categories = new Set(dataset.categories.map((c) => c.name));
    const targets = [...rowsOf('news-alert'), ...rowsOf('banner'), ...rowsOf('special-message')].map(
      (r) => r.attrs.target as Record<string, string> | undefined,
    );
    expect(targets.length).toBeGreaterThan(300);
    for (const target of targets) {
      if (!target) continue;
      if (target.type === 'article' || target.type === 'download') expect(families.has(target.id)).toBe(true);
      if (target.type === 'category' && target.name) expect(categories.has(target.name)).toBe(true);
    }
    for (const news of rowsOf('news-alert')) {
      expect(fileOf(news.attrs.imageFileId)?.bytes.toString('utf8')).toMatch(/viewBox="0 0 300 270"/);
      expect(fileOf(news.attrs.smallImageFileId)?.bytes.toString('utf8')).toMatch(/viewBox="0 0 300 198"/);
    }
  });

  it('relates products only to products and connection profiles that exist', () => {
    const products = new Map(dataset.products.map((p) => [p.name, p]));
    const profiles = new Set(rowsOf('compatibility-profile').map((r) => r.familyId.replace('compat-profile:', '')));
    const relations = rowsOf('compatibility').flatMap(
      (r) => r.attrs.relations as Array<{ model: string; category: string; profile: string }>,
    );
    expect(relations.length).toBeGreaterThan(1000);
    for (const relation of relations) {
      expect(products.get(relation.model)?.categoryName).toBe(relation.category);
      expect(profiles.has(relation.profile)).toBe(true);
    }
  });

  it('bundles FAQ articles that exist and apply to the bundle’s products', () => {
    const bundles = rowsOf('faq-bundle').filter((b) => b.language === 'en');
    expect(bundles.length).toBeGreaterThan(30);
    for (const bundle of bundles) {
      const ids = bundle.attrs.articleIds as string[];
      expect(ids.length).toBeGreaterThanOrEqual(2);
      for (const id of ids) {
        const article = (byFamily.get(id) ?? [])[0];
        expect(article?.contentType).toBe('faq-article');
        expect(article.productNames.some((p) => bundle.productNames.includes(p))).toBe(true);
      }
    }
  });

  it('reads like support content, not filler', () => {
    const text = dataset.content
      .filter((c) => HUB_TYPES.includes(c.contentType))
      .map((c) => `${c.title} ${c.summary}`)
      .join(' ');
    expect(text).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});
