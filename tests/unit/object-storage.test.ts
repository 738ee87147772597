import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStorage, createFileStorage, createMemoryStorage } from '@/backend/platform/providers/storage/files';
import { createS3Storage } from '@/backend/platform/providers/storage/s3';
import { StorageUnavailableError } from '@/backend/platform/providers/storage';

// The object store behind estimate photos: files under DATA_DIR by default, memory for tests, any
// S3-compatible bucket with S3_BUCKET (requests signed with AWS Signature Version 4).
const folder = mkdtempSync(path.join(tmpdir(), 'sc-objects-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const bytes = new Uint8Array([1, 2, 3, 250]);

describe.each([
  ['files', () => createFileStorage(folder)],
  ['memory', () => createMemoryStorage()],
])('the %s store', (_name, make) => {
  it('keeps an object with its type, answers null for none, removes it (twice is fine)', async () => {
    const store = make();
    await store.put('photos/order-1/a-full.webp', { bytes, contentType: 'image/webp' });
    expect(await store.get('photos/order-1/a-full.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect(await store.get('photos/order-1/b-full.webp')).toBeNull();
    await store.remove('photos/order-1/a-full.webp');
    await store.remove('photos/order-1/a-full.webp');
    expect(await store.get('photos/order-1/a-full.webp')).toBeNull();
  });
  it('refuses keys that climb out or are not its own', async () => {
    const store = make();
    for (const key of ['../etc/passwd', 'photos/../../x', '/abs', 'photos//x', 'photos/a b', '']) {
      await expect(store.put(key, { bytes, contentType: 'image/webp' })).rejects.toThrow(`storage: not a valid key: ${key}`);
    }
  });
});

describe('the embedded store of a data folder', () => {
  it('writes under DATA_DIR/objects, leaving no temporary file; memory:// keeps nothing on disk', async () => {
    const store = createEmbeddedStorage(folder);
    await store.put('photos/o/p.webp', { bytes, contentType: 'image/webp' });
    expect(readdirSync(path.join(folder, 'objects', 'photos', 'o')).sort()).toEqual(['p.webp', 'p.webp.type']);
    expect(createEmbeddedStorage('memory://').name).toBe('memory');
  });
});

describe('an S3-compatible bucket', () => {
  const settings = { bucket: 'sc-photos', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
  const recording = (status: number, body: BodyInit | null = null, headers: Record<string, string> = {}) => {
    const seen: Request[] = [];
    const fetch = (async (input: Request) => {
      seen.push(input);
      return new Response(body, { status, headers });
    }) as unknown as typeof globalThis.fetch;
    return { seen, fetch };
  };

  it('PUTs at the path-style address of AWS Mumbai unless told, signed with the key for s3 in the region', async () => {
    const { seen, fetch } = recording(200);
    await createS3Storage({ ...settings, fetch }).put('photos/o/p-full.webp', { bytes, contentType: 'image/webp' });
    const request = seen[0]!;
    expect([request.method, request.url, request.headers.get('content-type')]).toEqual([
      'PUT',
      'https://s3.ap-south-1.amazonaws.com/sc-photos/photos/o/p-full.webp',
      'image/webp',
    ]);
    expect(request.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(new Uint8Array(await request.arrayBuffer())).toEqual(bytes);
  });

  it('GETs from its own endpoint (R2, MinIO): the bytes and type, or null for a missing key', async () => {
    const found = recording(200, bytes, { 'content-type': 'image/webp' });
    const r2 = createS3Storage({ ...settings, region: 'auto', endpoint: 'https://acc.r2.cloudflarestorage.com/', fetch: found.fetch });
    expect(await r2.get('photos/o/p-thumb.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect(found.seen[0]!.url).toBe('https://acc.r2.cloudflarestorage.com/sc-photos/photos/o/p-thumb.webp');
    expect(await createS3Storage({ ...settings, fetch: recording(404).fetch }).get('photos/o/none.webp')).toBeNull();
    await createS3Storage({ ...settings, fetch: recording(404).fetch }).remove('photos/o/none.webp');
  });

  it('a refusal or no answer is StorageUnavailableError', async () => {
    await expect(
      createS3Storage({ ...settings, fetch: recording(403).fetch }).put('photos/o/p.webp', { bytes, contentType: 'image/webp' }),
    ).rejects.toEqual(new StorageUnavailableError('storage PUT photos/o/p.webp: 403'));
    await expect(createS3Storage({ ...settings, fetch: recording(500).fetch }).get('photos/o/p.webp')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(createS3Storage({ ...settings, fetch: down }).get('photos/o/p.webp')).rejects.toEqual(
      new StorageUnavailableError('storage GET photos/o/p.webp: fetch failed'),
    );
  });
});
