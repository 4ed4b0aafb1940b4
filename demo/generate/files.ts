import { createHash } from 'node:crypto';
import type { DatasetFile } from '../../src/server/content/Dataset';

/** Collects generated files, content-addressed so identical bytes are stored once. */
export class FileCollector {
  private readonly byId = new Map<string, DatasetFile>();

  add(name: string, mediaType: string, disposition: DatasetFile['disposition'], bytes: Buffer): DatasetFile {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const id = sha256.slice(0, 20);
    const existing = this.byId.get(id);
    if (existing) return existing;
    const file: DatasetFile = { id, name, mediaType, disposition, sha256, bytes };
    this.byId.set(id, file);
    return file;
  }

  all(): DatasetFile[] {
    return [...this.byId.values()];
  }
}

/** A file name safe in a URL segment and a Content-Disposition header. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+/g, '_');
}
