// Where stored files live (estimate photos): an object store behind a small interface. The embedded
// default keeps them under DATA_DIR (or in memory for tests); S3_BUCKET selects any S3-compatible
// store (AWS S3, Cloudflare R2, MinIO). Keys are the product's own, never a user's file name.

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** A store that did not answer (network, time-out, refusal): the caller answers 503, nothing is half-written. */
export class StorageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}

export interface ObjectStorage {
  readonly name: string;
  /** The embedded default: files on this machine's disk (or in memory). */
  readonly embedded: boolean;
  put(key: string, object: StoredObject): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes it; no error when it is gone already. */
  remove(key: string): Promise<void>;
}

/** A key is made of the product's own ids: letters, digits, '-', '_', '.', in '/'-separated parts, never '..'. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..'))
    throw new Error(`storage: not a valid key: ${key}`);
  return key;
}
