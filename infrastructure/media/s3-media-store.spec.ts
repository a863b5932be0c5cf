import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { MediaStore } from '../../application/media/media-store.port';
import { mediaStoreContract } from './media-store.contract';
import { S3MediaStore, type S3MediaSettings } from './s3-media-store';

/**
 * The S3 store keeps the media store contract against s3rver, an S3-compatible server run in this
 * process, and against a real one (MinIO, AWS) when MEDIA_S3_ENDPOINT names it; each test there
 * works under a prefix of its own in MEDIA_S3_BUCKET (default questlearn-media-test).
 */
describe('stored media in an S3-compatible bucket', () => {
  describe('on s3rver, in this process', () => {
    let directory: string;
    let server: S3rver;
    let settings: S3MediaSettings;

    beforeAll(async () => {
      directory = mkdtempSync(join(tmpdir(), 'questlearn-s3rver-'));
      server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
      const address = (await server.run()) as AddressInfo;
      settings = {
        bucket: 'questlearn-media',
        endpoint: `http://127.0.0.1:${address.port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      };
      const client = new S3Client({ region: settings.region, endpoint: settings.endpoint!, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
    });
    afterAll(async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    });

    mediaStoreContract(
      async () => new S3MediaStore({ ...settings, prefix: `${randomUUID()}/` }),
      async (store: MediaStore) => (store as S3MediaStore).destroy(),
    );
  });

  const endpoint = process.env.MEDIA_S3_ENDPOINT;
  (endpoint ? describe : describe.skip)(`on the server at MEDIA_S3_ENDPOINT (${endpoint ?? 'not set'})`, () => {
    mediaStoreContract(
      async () =>
        new S3MediaStore({
          bucket: process.env.MEDIA_S3_BUCKET || 'questlearn-media-test',
          endpoint: endpoint ?? null,
          region: process.env.MEDIA_S3_REGION || 'us-east-1',
          accessKeyId: process.env.MEDIA_S3_ACCESS_KEY_ID || null,
          secretAccessKey: process.env.MEDIA_S3_SECRET_ACCESS_KEY || null,
          forcePathStyle: process.env.MEDIA_S3_FORCE_PATH_STYLE !== 'false',
          prefix: `contract-${randomUUID()}/`,
        }),
      async (store: MediaStore) => (store as S3MediaStore).destroy(),
    );
  });
});
