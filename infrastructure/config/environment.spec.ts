import { availableParallelism } from 'node:os';
import { readEnvironment } from './environment';

const base = { JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: '/tmp/questlearn-environment-spec' };

describe('the PORT setting', () => {
  const port = (source: Record<string, string>) => readEnvironment(source).port;

  it('is 3000 when unset or empty, the number given, or 0 for any free port', () => {
    expect(port(base)).toBe(3000);
    expect(port({ ...base, PORT: '' })).toBe(3000);
    expect(port({ ...base, PORT: '8080' })).toBe(8080);
    expect(port({ ...base, PORT: '0' })).toBe(0);
  });

  it.each(['-1', '65536', '80.5', 'http'])('refuses PORT=%s', (value) => {
    expect(() => port({ ...base, PORT: value })).toThrow(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  });
});

describe('the WORKERS setting', () => {
  const server = { ...base, DATABASE_URL: 'postgresql://questlearn@db.example.org/questlearn' };
  const workers = (source: Record<string, string>) => readEnvironment(source).workers;

  it('runs one process when unset, empty or 1', () => {
    expect(workers(base)).toBe(1);
    expect(workers({ ...base, WORKERS: '' })).toBe(1);
    expect(workers({ ...base, WORKERS: '1' })).toBe(1);
  });

  it('takes a number, or auto for one worker per core, on a database server', () => {
    expect(workers({ ...server, WORKERS: '4' })).toBe(4);
    expect(workers({ ...server, WORKERS: 'auto' })).toBe(availableParallelism());
  });

  it('refuses more than one worker on the embedded database, naming DATABASE_URL', () => {
    expect(() => workers({ ...base, WORKERS: '2' })).toThrow(/WORKERS=2 asks for 2 processes, which need DATABASE_URL/);
    if (availableParallelism() > 1) expect(() => workers({ ...base, WORKERS: 'auto' })).toThrow(/DATABASE_URL/);
  });

  it.each(['0', '-2', '1.5', 'all'])("refuses WORKERS=%s: 'auto' or a positive whole number", (value) => {
    expect(() => workers({ ...server, WORKERS: value })).toThrow("WORKERS must be 'auto' or a positive whole number");
  });
});

describe('the mail settings', () => {
  it('sends no mail over SMTP without SMTP_URL (it is written to DATA_DIR/mail), and from a default sender', () => {
    const environment = readEnvironment(base);
    expect([environment.smtpUrl, environment.mailFrom]).toEqual([null, 'QuestLearn <no-reply@questlearn.local>']);
    expect(readEnvironment({ ...base, SMTP_URL: 'smtp://mailpit:1025', MAIL_FROM: 'School <hi@school.example>' })).toMatchObject({
      smtpUrl: 'smtp://mailpit:1025',
      mailFrom: 'School <hi@school.example>',
    });
  });

  it('links to APP_URL without its trailing slash, else to this machine on its port', () => {
    expect(readEnvironment(base).appUrl).toBe('http://localhost:3000');
    expect(readEnvironment({ ...base, PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(readEnvironment({ ...base, APP_URL: 'https://learn.example.org/' }).appUrl).toBe('https://learn.example.org');
    expect(() => readEnvironment({ ...base, APP_URL: 'javascript:alert(1)' })).toThrow("APP_URL must be an http or https address, got 'javascript:alert(1)'");
  });

  it('opens no outside video courses site unless VIDEO_COURSES_URL names one', () => {
    expect(readEnvironment(base).videoCoursesUrl).toBeNull();
    expect(readEnvironment({ ...base, VIDEO_COURSES_URL: '  ' }).videoCoursesUrl).toBeNull();
    expect(readEnvironment({ ...base, VIDEO_COURSES_URL: 'https://courses.school.test/login' }).videoCoursesUrl).toBe('https://courses.school.test/login');
  });
});

describe('the media settings', () => {
  const MB = 1024 * 1024;

  it('limit uploads to 200 MB of video, 10 MB of picture and 20 MB of PDF unless told otherwise', () => {
    expect(readEnvironment(base).mediaLimits).toEqual({ video: 200 * MB, image: 10 * MB, pdf: 20 * MB });
    expect(readEnvironment({ ...base, MEDIA_MAX_VIDEO_MB: '50', MEDIA_MAX_IMAGE_MB: '1', MEDIA_MAX_PDF_MB: '2' }).mediaLimits).toEqual({ video: 50 * MB, image: 1 * MB, pdf: 2 * MB });
  });

  it.each(['0', '-1', '1.5', 'lots'])('refuse MEDIA_MAX_IMAGE_MB=%s', (value) => {
    expect(() => readEnvironment({ ...base, MEDIA_MAX_IMAGE_MB: value })).toThrow(`MEDIA_MAX_IMAGE_MB must be a positive whole number, got '${value}'`);
  });

  it('keep media in the data folder without a bucket, and in the bucket named', () => {
    expect(readEnvironment(base).mediaS3).toBeNull();
    expect(readEnvironment({ ...base, MEDIA_S3_BUCKET: 'questlearn-media' }).mediaS3).toEqual({
      bucket: 'questlearn-media',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
    expect(
      readEnvironment({
        ...base,
        MEDIA_S3_BUCKET: 'media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_REGION: 'eu-west-1',
        MEDIA_S3_ACCESS_KEY_ID: 'questlearn',
        MEDIA_S3_SECRET_ACCESS_KEY: 'questlearn-secret',
      }).mediaS3,
    ).toEqual({ bucket: 'media', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1', accessKeyId: 'questlearn', secretAccessKey: 'questlearn-secret', forcePathStyle: true });
  });

  it.each([
    [{ MEDIA_S3_BUCKET: 'Media_Bucket' }, 'MEDIA_S3_BUCKET must be a bucket name'],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ENDPOINT: 'minio:9000' }, 'MEDIA_S3_ENDPOINT must be an http or https address'],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'id' }, 'are given together or not at all'],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, 'MEDIA_S3_FORCE_PATH_STYLE must be true or false'],
  ])('refuse %j', (settings, message) => {
    expect(() => readEnvironment({ ...base, ...settings })).toThrow(message);
  });
});

describe('the Redis settings', () => {
  const redis = (source: Record<string, string>) => readEnvironment({ ...base, ...source }).redis;

  it('use no Redis without REDIS_URL or REDIS_CLUSTER_NODES, one server with REDIS_URL', () => {
    expect(redis({})).toBeNull();
    expect(redis({ REDIS_URL: '', REDIS_CLUSTER_NODES: ' ' })).toBeNull();
    expect(redis({ REDIS_URL: 'redis://cache.example.org:6380/2' })).toEqual({ url: 'redis://cache.example.org:6380/2' });
  });

  it('use a Redis Cluster with REDIS_CLUSTER_NODES: host:port, comma-separated, spaces and a trailing comma allowed', () => {
    expect(redis({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, redis-2.example.org:7001,[::1]:7002,' })).toEqual({
      clusterNodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: 'redis-2.example.org', port: 7001 },
        { host: '::1', port: 7002 },
      ],
    });
  });

  it.each(['10.0.0.1', 'redis://10.0.0.1:7000', '10.0.0.1:0', '10.0.0.1:65536', '10.0.0.1:7000;10.0.0.2:7000', 'host name:7000', ','])('refuse REDIS_CLUSTER_NODES=%s', (value) => {
    expect(() => redis({ REDIS_CLUSTER_NODES: value })).toThrow(/^REDIS_CLUSTER_NODES must (list nodes of a Redis Cluster as host:port|name at least one node)/);
  });

  it('refuse REDIS_URL and REDIS_CLUSTER_NODES together, naming both', () => {
    expect(() => redis({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CLUSTER_NODES: '127.0.0.1:7000' })).toThrow('REDIS_URL and REDIS_CLUSTER_NODES are both set');
  });
});
