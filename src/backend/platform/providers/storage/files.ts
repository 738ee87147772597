// The embedded object store: each object a file under a folder (DATA_DIR/objects), its content type in
// a side file; or, for `memory://` data folders (tests), a map in memory. Writes go to a temporary
// file renamed into place, so a reader never sees half a photo.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { checkKey, type ObjectStorage, type StoredObject } from './index';

export function createMemoryStorage(): ObjectStorage {
  const objects = new Map<string, StoredObject>();
  return {
    name: 'memory',
    embedded: true,
    async put(key, object) {
      objects.set(checkKey(key), { bytes: new Uint8Array(object.bytes), contentType: object.contentType });
    },
    async get(key) {
      return objects.get(checkKey(key)) ?? null;
    },
    async remove(key) {
      objects.delete(checkKey(key));
    },
  };
}

export function createFileStorage(folder: string): ObjectStorage {
  const root = path.resolve(folder);
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  const typeOf = (file: string) => `${file}.type`;
  return {
    name: 'files',
    embedded: true,
    async put(key, object) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(typeOf(file), object.contentType);
      await writeFile(temporary, object.bytes);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(typeOf(file), 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(typeOf(file), { force: true })]);
    },
  };
}

/** The embedded store for a data folder: in memory for `memory://`, else files under it. */
export const createEmbeddedStorage = (dataDir: string): ObjectStorage =>
  dataDir.startsWith('memory://') ? createMemoryStorage() : createFileStorage(path.join(dataDir, 'objects'));
