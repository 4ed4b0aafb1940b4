import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Dataset } from '../../src/server/content/Dataset';

/**
 * Writes a dataset as a content export (docs/content-import.md): one NDJSON file and its files in
 * `files/`, each named by its checksum (the file id). Naming files by checksum puts every file's
 * identity into the NDJSON lines, so the export's hash (the seed's version) changes with any file.
 * Written into a temporary folder renamed into place: a reader never sees half an export.
 */
export function writeExport(dataset: Dataset, folder: string): { file: string; lines: number; bytes: number } {
  const target = path.resolve(folder);
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.join(tmp, 'files'), { recursive: true });
  const lines: string[] = [];
  const add = (record: object) => lines.push(JSON.stringify(record));
  for (const f of dataset.files) {
    writeFileSync(path.join(tmp, 'files', f.id), f.bytes);
    add({ type: 'file', key: f.id, name: f.name, mediaType: f.mediaType, disposition: f.disposition, path: `files/${f.id}` });
  }
  for (const c of dataset.categories) {
    add({ type: 'category', name: c.name, parent: c.parentName, ...(c.alsoUnder?.length ? { alsoUnder: c.alsoUnder } : {}), position: c.position, color: c.color, image: c.imageFileId, texts: c.texts });
  }
  for (const p of dataset.products) {
    add({
      type: 'product',
      name: p.name,
      modelNumber: p.modelNumber,
      category: p.categoryName,
      series: p.series,
      releaseDate: p.releaseDate,
      popularity: p.popularity,
      colour: p.colour,
      image: p.imageFileId,
      texts: p.texts,
      attrs: p.attrs,
    });
  }
  for (const c of dataset.content) {
    add({
      type: 'content',
      id: c.id,
      familyId: c.familyId,
      contentType: c.contentType,
      locale: c.locale,
      language: c.language,
      title: c.title,
      summary: c.summary,
      body: c.body,
      published: c.published,
      channel: c.channel,
      accessLevel: c.accessLevel,
      popularity: c.popularity,
      file: c.fileId,
      attrs: c.attrs,
      products: c.productNames,
      categories: c.categoryNames,
      facets: c.facets,
      keywords: c.keywords,
      searchable: c.searchable ?? true,
    });
  }
  for (const q of dataset.popularQueries) add({ type: 'query', locale: q.locale, text: q.text, weight: q.weight });
  for (const s of dataset.synonyms ?? []) add({ type: 'synonyms', locale: s.locale, phrases: s.phrases });
  const text = `${lines.join('\n')}\n`;
  writeFileSync(path.join(tmp, 'catalogue.ndjson'), text);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(tmp, target);
  return { file: path.join(target, 'catalogue.ndjson'), lines: lines.length, bytes: Buffer.byteLength(text) };
}
