import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export interface Environment {
  port: number;
  /** A PostgreSQL server to use; without it the embedded database in `dataDir` is used. */
  databaseUrl: string | null;
  /** A schema inside that database (test runs use a fresh one). */
  databaseSchema: string | null;
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTtlSeconds: number;
  rememberedRefreshTtlSeconds: number;
  absoluteSessionSeconds: number;
  secureCookies: boolean;
  /** The Redis the instances share: one server (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES); null for none. */
  redis: RedisTarget | null;
  /** How often each process applies the board changes a stopped process left in the outbox (with Redis). */
  boardReconcileSeconds: number;
  seedDemoSchool: boolean;
  /** The external video courses site; null (the default) keeps the Video Courses action inside the product. */
  videoCoursesUrl: string | null;
  /** Accounts one address may register per hour (a school behind one address registers a class at once). */
  registrationsPerAddressPerHour: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or subnets); without them the socket's address counts. */
  trustedProxies: string[];
  /** Serve the API docs page and document (/api/docs): on unless NODE_ENV is production, or as API_DOCS says. */
  apiDocs: boolean;
  /** The SMTP server mail goes to (smtp://host:port, smtps://user:pass@host); without it mail is written to DATA_DIR/mail as .eml files. */
  smtpUrl: string | null;
  /** The sender of the product's mail. */
  mailFrom: string;
  /** The product's public address, for links in mail (APP_URL; http://localhost:PORT by default). */
  appUrl: string;
  /** Processes that serve requests on the port (WORKERS: a number, or `auto` for one per core); 1 runs no cluster. */
  workers: number;
  /** The most bytes an uploaded file of each kind may have (MEDIA_MAX_VIDEO_MB, MEDIA_MAX_IMAGE_MB, MEDIA_MAX_PDF_MB). */
  mediaLimits: { video: number; image: number; pdf: number };
  /** The S3-compatible bucket media are kept in (MEDIA_S3_*); null keeps them in DATA_DIR/media. */
  mediaS3: MediaS3Settings | null;
}

/** One Redis server by its address, or a Redis Cluster by some of its nodes (the client learns the others from them). */
export type RedisTarget = { url: string; clusterNodes?: undefined } | { url?: undefined; clusterNodes: RedisNode[] };

export interface RedisNode {
  host: string;
  port: number;
}

export interface MediaS3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

function positiveInteger(name: string, fallback: number, source: NodeJS.ProcessEnv, alternative = ''): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be ${alternative}a positive whole number, got '${raw}'`);
  return value;
}

/** PORT: a TCP port, or 0 for any free one (the start-up line says which). */
function portNumber(source: NodeJS.ProcessEnv): number {
  const raw = source.PORT;
  if (raw === undefined || raw === '') return 3000;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > 65535) throw new Error(`PORT must be a whole number from 0 to 65535, got '${raw}'`);
  return value;
}

/** The signing secret: given, or made once and kept beside the data so restarts keep sessions valid. */
function jwtSecretFor(dataDir: string, given: string | undefined): string {
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return given;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** WORKERS: unset or 1 for one process; more share the port through a cluster, so they need a database server. */
function workerCount(source: NodeJS.ProcessEnv, databaseUrl: string | null): number {
  const raw = source.WORKERS;
  if (raw === undefined || raw === '') return 1;
  const count = raw === 'auto' ? availableParallelism() : positiveInteger('WORKERS', 1, source, "'auto' or ");
  if (count > 1 && !databaseUrl) {
    throw new Error(
      `WORKERS=${raw} asks for ${count} processes, which need DATABASE_URL: the embedded database belongs to one process. ` +
        'Set DATABASE_URL to a PostgreSQL server, or leave WORKERS unset to run one process.',
    );
  }
  return count;
}

/** APP_URL without its trailing slash, else this machine on the port served. */
function appUrlOf(source: NodeJS.ProcessEnv): string {
  const given = source.APP_URL;
  if (!given) return `http://localhost:${portNumber(source) || 3000}`;
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(given)) throw new Error(`APP_URL must be an http or https address, got '${given}'`);
  return given.replace(/\/+$/, '');
}

const MB = 1024 * 1024;

const CLUSTER_NODE = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):(\d{1,5})$/;

/** REDIS_URL for one server, or REDIS_CLUSTER_NODES (host:port, comma-separated) for a Redis Cluster; not both. */
function redisTargetOf(source: NodeJS.ProcessEnv): RedisTarget | null {
  const url = source.REDIS_URL || null;
  const list = source.REDIS_CLUSTER_NODES?.trim();
  if (!list) return url ? { url } : null;
  if (url) throw new Error('REDIS_URL and REDIS_CLUSTER_NODES are both set: set REDIS_URL for one Redis server, or REDIS_CLUSTER_NODES for a Redis Cluster');
  const clusterNodes = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = CLUSTER_NODE.exec(entry);
      const port = Number(match?.[3]);
      if (!match || port < 1 || port > 65535) {
        throw new Error(`REDIS_CLUSTER_NODES must list nodes of a Redis Cluster as host:port, comma-separated (such as 10.0.0.1:6379,10.0.0.2:6379), got '${entry}'`);
      }
      return { host: match[1] ?? match[2], port };
    });
  if (clusterNodes.length === 0) throw new Error(`REDIS_CLUSTER_NODES must name at least one node as host:port, got '${source.REDIS_CLUSTER_NODES}'`);
  return { clusterNodes };
}

/** MEDIA_S3_BUCKET turns the bucket on; its endpoint must be an http(s) address and the keys come as a pair. */
function mediaS3Of(source: NodeJS.ProcessEnv): MediaS3Settings | null {
  const bucket = source.MEDIA_S3_BUCKET;
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`MEDIA_S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and dashes), got '${bucket}'`);
  const endpoint = source.MEDIA_S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^\s/]+\/?$/.test(endpoint)) throw new Error(`MEDIA_S3_ENDPOINT must be an http or https address without a path, got '${endpoint}'`);
  const accessKeyId = source.MEDIA_S3_ACCESS_KEY_ID || null;
  const secretAccessKey = source.MEDIA_S3_SECRET_ACCESS_KEY || null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY are given together or not at all');
  const pathStyle = source.MEDIA_S3_FORCE_PATH_STYLE;
  if (pathStyle !== undefined && pathStyle !== '' && pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`MEDIA_S3_FORCE_PATH_STYLE must be true or false, got '${pathStyle}'`);
  return {
    bucket,
    endpoint,
    region: source.MEDIA_S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // An endpoint of one's own (MinIO) usually serves buckets as paths; AWS itself as host names.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== null,
  };
}

export function readEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
  const dataDir = resolve(source.DATA_DIR || '.data');
  const schema = source.DATABASE_SCHEMA || null;
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DATABASE_SCHEMA must be a plain lower-case identifier');
  const databaseUrl = source.DATABASE_URL || null;
  return {
    port: portNumber(source),
    databaseUrl,
    databaseSchema: schema,
    databasePoolSize: positiveInteger('DATABASE_POOL_SIZE', 10, source),
    dataDir,
    jwtSecret: jwtSecretFor(dataDir, source.JWT_SECRET),
    accessTokenTtlSeconds: positiveInteger('ACCESS_TOKEN_TTL_SECONDS', 15 * 60, source),
    refreshTtlSeconds: positiveInteger('REFRESH_TTL_SECONDS', 12 * HOUR, source),
    rememberedRefreshTtlSeconds: positiveInteger('REMEMBERED_REFRESH_TTL_SECONDS', 30 * DAY, source),
    absoluteSessionSeconds: positiveInteger('ABSOLUTE_SESSION_SECONDS', 30 * DAY, source),
    secureCookies: source.SECURE_COOKIES === 'true',
    redis: redisTargetOf(source),
    boardReconcileSeconds: positiveInteger('BOARD_RECONCILE_SECONDS', 60, source),
    seedDemoSchool: source.SEED_DEMO_SCHOOL !== 'false',
    videoCoursesUrl: source.VIDEO_COURSES_URL?.trim() || null,
    registrationsPerAddressPerHour: positiveInteger('REGISTRATIONS_PER_ADDRESS_PER_HOUR', 60, source),
    apiDocs: source.API_DOCS ? source.API_DOCS === 'true' : source.NODE_ENV !== 'production',
    trustedProxies: (source.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
    workers: workerCount(source, databaseUrl),
    smtpUrl: source.SMTP_URL || null,
    mailFrom: source.MAIL_FROM || 'QuestLearn <no-reply@questlearn.local>',
    appUrl: appUrlOf(source),
    mediaLimits: {
      video: positiveInteger('MEDIA_MAX_VIDEO_MB', 200, source) * MB,
      image: positiveInteger('MEDIA_MAX_IMAGE_MB', 10, source) * MB,
      pdf: positiveInteger('MEDIA_MAX_PDF_MB', 20, source) * MB,
    },
    mediaS3: mediaS3Of(source),
  };
}
