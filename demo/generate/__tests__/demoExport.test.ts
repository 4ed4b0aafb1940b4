import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Dataset } from '../../../src/server/content/Dataset';
import { readSeedSync, seedVersion } from '../../../src/server/content/importer/seed';
import { generateDemoDataset } from '../generateDataset';
import { writeExport } from '../writeExport';

// ADR 035: the site seeds from the demo export through the importer, so what the importer reads must be
// what the generator made.
let generated: Dataset;
let seeded: Dataset;
let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'demo-export-'));
  generated = generateDemoDataset();
  file = writeExport(generated, path.join(dir, 'demo')).file;
  seeded = readSeedSync(file);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The importer gives every row with a file its file facts; the generator gives them where a page shows them. */
const FILE_FACTS = ['fileName', 'fileSize', 'sha256', 'mediaType'];
const withoutFileFacts = (attrs: Record<string, unknown>) => Object.fromEntries(Object.entries(attrs).filter(([k]) => !FILE_FACTS.includes(k)));

describe('the demo export read through the importer', () => {
  it('holds every record of the generator, with the same ids, and no bad record', () => {
    expect(seeded.version).toBe(seedVersion(file));
    expect(seeded.categories).toEqual(generated.categories);
    expect(seeded.products).toEqual(generated.products);
    expect(seeded.files.map((f) => [f.id, f.name, f.sha256])).toEqual(generated.files.map((f) => [f.id, f.name, f.sha256]));
    expect(seeded.content.map((c) => c.id)).toEqual(generated.content.map((c) => c.id));
    const differing = generated.content.filter((row, i) => {
      const read = seeded.content[i];
      return !isDeepStrictEqual({ ...row, searchable: row.searchable ?? true, attrs: withoutFileFacts(row.attrs) }, { ...read, attrs: withoutFileFacts(read.attrs) });
    });
    expect(differing.map((c) => c.id)).toEqual([]);
  });

  it('keeps the file facts a page shows true to the file served', () => {
    const files = new Map(seeded.files.map((f) => [f.id, f]));
    for (const row of seeded.content.filter((c) => c.fileId !== null)) {
      const served = files.get(row.fileId!)!;
      expect([row.id, row.attrs.fileSize, row.attrs.sha256]).toEqual([row.id, served.bytes.length, served.sha256]);
    }
  });
});

describe('what the demo declares, as the importer reads it', () => {
  const facetsOf = (familyId: string) => seeded.content.find((c) => c.familyId === familyId && c.language === 'en')?.facets ?? [];
  const familyOfKey = (contentType: string, key: string) =>
    seeded.content.find((c) => c.contentType === contentType && c.attrs.key === key)?.familyId ?? '';

  it('keeps the applies-to facets of the families that fit only some products (ADR 039)', () => {
    expect(facetsOf(familyOfKey('faq-article', 'pro-display-control'))).toEqual(
      expect.arrayContaining([['appliesToKind', 'tv'], ['appliesToKind', 'projector'], ['appliesToCategory', 'professional']]),
    );
    expect(facetsOf(familyOfKey('video-content', 'projector-focus'))).toEqual(expect.arrayContaining([['appliesToKind', 'projector']]));
    expect(facetsOf('news:tv-legacy-app')).toEqual(expect.arrayContaining([['appliesToKind', 'tv'], ['appliesToYear', '2019']]));
    expect(facetsOf('news:tv-legacy-app')).not.toContainEqual(['appliesToYear', '2024']);
    expect(facetsOf('news:tv-app-store')).toEqual(expect.arrayContaining([['appliesToYear', '2024']]));
  });

  it('serves every video the WebM clip of demo/media/videos and its JPEG poster (ADR 037)', () => {
    const files = new Map(seeded.files.map((f) => [f.id, f]));
    const clipsFolder = path.join(__dirname, '..', '..', 'media', 'videos');
    const clips = new Map(['display', 'general'].map((key) => [readFileSync(path.join(clipsFolder, `${key}.webm`)).toString('base64'), key]));
    const played = new Set<string>();
    const videos = seeded.content.filter((c) => c.contentType === 'video-content');
    expect(videos.length).toBeGreaterThan(100);
    for (const video of videos) {
      const clip = files.get(String(video.attrs.videoFileId));
      expect([video.id, clip?.mediaType]).toEqual([video.id, 'video/webm']);
      expect(files.get(String(video.attrs.posterFileId))?.mediaType).toBe('image/jpeg');
      const key = clips.get(clip!.bytes.toString('base64'));
      if (key) played.add(key);
    }
    expect([...played].sort()).toEqual(['display', 'general']);
  });
});

describe('demo content that fits the product', () => {
  const kindOf = () => new Map(generated.products.map((p) => [p.name, String(p.attrs.kind)]));

  it('gives firmware of products without a battery no battery release notes', () => {
    const kinds = kindOf();
    const firmware = generated.content.filter((c) => c.contentType === 'download' && c.language === 'en' && /^Firmware update/.test(c.title));
    expect(firmware.length).toBeGreaterThan(100);
    const tvNotes = firmware.filter((c) => kinds.get(c.productNames[0]) === 'tv').map((c) => String(c.attrs.releaseNotes));
    expect(tvNotes.length).toBeGreaterThan(10);
    expect(tvNotes.filter((note) => /battery/i.test(note))).toEqual([]);
  });

  it('draws the series of one kind differently, and news items apart from the category tiles', () => {
    const tvs = generated.products.filter((p) => p.attrs.kind === 'tv');
    const series = new Set(tvs.map((p) => p.series));
    const files = new Map(generated.files.map((f) => [f.id, f.bytes.toString('utf8')]));
    // The shape of the set (proportions), apart from the model's name and finish.
    const shapes = new Set(tvs.map((p) => /<g transform="[^"]*"/.exec(files.get(p.imageFileId) ?? '')?.[0]));
    expect(series.size).toBeGreaterThan(5);
    expect(shapes.size).toBeGreaterThan(series.size / 2);
    expect(shapes.has(undefined)).toBe(false);
    const tiles = new Set(generated.categories.map((c) => c.imageFileId));
    const news = generated.content.filter((c) => c.contentType === 'news-alert' && c.language === 'en');
    const thumbnails = new Set(news.map((c) => c.attrs.imageFileId));
    expect([...thumbnails].filter((id) => tiles.has(id as string))).toEqual([]);
    expect(thumbnails.size).toBeGreaterThan(news.length / 2);
  });
});
