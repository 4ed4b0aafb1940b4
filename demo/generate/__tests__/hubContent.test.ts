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

  it('makes every video a real WebM clip under 300 KB with a JPEG poster and a 16:9 thumbnail, in several languages', () => {
    const videos = rowsOf('video-content');
    expect(new Set(videos.map((v) => v.familyId)).size).toBeGreaterThan(50);
    const clips = new Set<string>();
    for (const video of videos) {
      const clip = fileOf(video.attrs.videoFileId);
      const poster = fileOf(video.attrs.posterFileId);
      const thumbnail = fileOf(video.attrs.imageFileId)?.bytes.toString('utf8') ?? '';
      expect(clip?.mediaType).toBe('video/webm');
      // The EBML header of a Matroska/WebM file, and the 'webm' doc type in it.
      expect(clip?.bytes.readUInt32BE(0)).toBe(0x1a45dfa3);
      expect(clip?.bytes.subarray(0, 64).toString('latin1')).toContain('webm');
      expect(clip?.bytes.length).toBeLessThan(300 * 1024);
      expect(poster?.mediaType).toBe('image/jpeg');
      expect(poster?.bytes.readUInt16BE(0)).toBe(0xffd8);
      expect(thumbnail).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
      expect(thumbnail).not.toMatch(/<script|on\w+=|javascript:/i);
      // A lesson's thumbnail says "Lesson n" in its language, as its card does.
      if (video.attrs.lesson) expect(thumbnail).toMatch(/Lesson \d|Lektion \d|Leçon \d/);
      expect(video.attrs.duration).toBe(15);
      clips.add(String(video.attrs.videoFileId));
    }
    // One clip per support group and one for every product.
    expect(clips.size).toBe(9);
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
