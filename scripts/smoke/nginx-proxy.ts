import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';

/** The response header through which this proxy tells which instance answered (host:port). */
export const UPSTREAM_HEADER = 'x-upstream';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function nginxBinary(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) if (!spawnSync(candidate, ['-v']).error) return candidate;
  throw new Error('nginx is not installed (Debian: apt-get install nginx-light); .ci/run installs it');
}

/**
 * The site of `deploy/nginx.conf` as it is, but listening on `port` of 127.0.0.1 and with its
 * instances (`api-1:3000`, `api-2:3000`, ... as docker compose names them) at the given local ports.
 * Throws when the file no longer has those lines, so this cannot quietly test something else.
 */
export function siteOnLoopback(site: string, port: number, instancePorts: number[]): string {
  let listens = 0;
  const found = new Set<number>();
  const rewritten = site
    .replace(/^(\s*)listen 80;/m, (_, indent: string) => {
      listens++;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/server api-(\d+):3000;/g, (_, n: string) => {
      const instancePort = instancePorts[Number(n) - 1];
      if (instancePort === undefined) throw new Error(`deploy/nginx.conf names api-${n}, and only ${instancePorts.length} instances run`);
      found.add(Number(n));
      return `server 127.0.0.1:${instancePort};`;
    });
  if (listens !== 1 || found.size !== instancePorts.length) {
    throw new Error(`deploy/nginx.conf should listen on 80 once and name api-1 to api-${instancePorts.length} at port 3000`);
  }
  return rewritten;
}

/**
 * nginx running a site file in a folder of its own, as the official image does (the site inside
 * `http`), in the foreground. Every answer carries UPSTREAM_HEADER.
 */
export class NginxProxy {
  private constructor(
    private readonly child: ChildProcess,
    readonly folder: string,
    readonly baseUrl: string,
  ) {}

  static async start(site: string, port: number): Promise<NginxProxy> {
    const binary = nginxBinary();
    const folder = mkdtempSync(join(tmpdir(), 'questlearn-nginx-'));
    // nginx's workers run as nobody under root, and must reach their temporary folders here.
    chmodSync(folder, 0o755);
    writeFileSync(join(folder, 'site.conf'), site);
    writeFileSync(
      join(folder, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(folder, 'nginx.pid')};`,
        `error_log ${join(folder, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${join(folder, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(folder, kind)};`),
        `  add_header ${UPSTREAM_HEADER} $upstream_addr always;`,
        `  include ${join(folder, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    // A configuration nginx refuses ends the process, and its error log says why.
    const child = spawn(binary, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')], { stdio: 'ignore' });
    const proxy = new NginxProxy(child, folder, `http://127.0.0.1:${port}`);
    let exited: number | null = null;
    child.on('exit', (code) => (exited = code ?? -1));
    for (const deadline = Date.now() + 10_000; ; await new Promise((done) => setTimeout(done, 100))) {
      if (exited !== null) throw new Error(`nginx stopped with code ${exited}: ${proxy.errors()}`);
      if (await accepts(port)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not start in 10 s: ${proxy.errors()}`);
    }
    return proxy;
  }

  errors(): string {
    const file = join(this.folder, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  /** Stops nginx (a quit lets it finish what it is answering) and removes its folder unless kept. */
  async stop(keepFolder = false): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise<void>((done) => this.child.once('exit', () => done()));
      this.child.kill('SIGQUIT');
      setTimeout(() => this.child.kill('SIGKILL'), 10_000).unref();
      await exited;
    }
    if (!keepFolder) rmSync(this.folder, { recursive: true, force: true });
  }
}
