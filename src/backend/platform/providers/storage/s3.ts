// Any S3-compatible store (AWS S3, Cloudflare R2, MinIO), chosen by S3_BUCKET: objects are PUT, GET and
// DELETEd at path-style addresses ({endpoint}/{bucket}/{key}), each request signed with AWS Signature
// Version 4 (aws4fetch). Every failure to answer is a StorageUnavailableError; a missing key is null.
import { AwsClient } from 'aws4fetch';
import { checkKey, StorageUnavailableError, type ObjectStorage } from './index';

export interface S3Settings {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** 'ap-south-1' (Mumbai) unless told; 'auto' for R2. */
  region?: string;
  /** https://s3.{region}.amazonaws.com unless told (R2, MinIO and tests give their own). */
  endpoint?: string;
  timeoutMs?: number;
  /** For tests: the fetch the signed requests go through. */
  fetch?: typeof fetch;
}

export function createS3Storage(settings: S3Settings): ObjectStorage {
  const region = settings.region ?? 'ap-south-1';
  const endpoint = (settings.endpoint ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, region, service: 's3' });
  const send = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? 8000;
  const urlOf = (key: string) => `${endpoint}/${encodeURIComponent(settings.bucket)}/${checkKey(key)}`;
  async function request(
    method: string,
    key: string,
    init: { body?: Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const signed = await client.sign(urlOf(key), { method, body: init.body as Uint8Array<ArrayBuffer> | undefined, headers: init.headers });
    let response: Response;
    try {
      response = await send(signed, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new StorageUnavailableError(`storage ${method} ${key}: ${(error as Error).message}`);
    }
    if (response.ok || (method === 'GET' && response.status === 404) || (method === 'DELETE' && response.status === 404)) return response;
    throw new StorageUnavailableError(`storage ${method} ${key}: ${response.status}`);
  }
  return {
    name: 's3',
    embedded: false,
    async put(key, object) {
      await request('PUT', key, { body: object.bytes, headers: { 'content-type': object.contentType } });
    },
    async get(key) {
      const response = await request('GET', key);
      if (response.status === 404) return null;
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      await request('DELETE', key);
    },
  };
}
