// Runs Debian's nginx for a test: the generated `server {}` blocks pointed at 127.0.0.1 ports and test folders, in an
// http block of their own, until the test stops it. Used by the real site's run (test/site/nginx.test.ts) and by
// small ones over a few files.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

const NGINX = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

/** A running nginx. */
export interface RunningNginx {
  /** What nginx printed on stderr so far, for failure messages. */
  log(): string;
  /** Resolves once `url` answers; rejects when nginx exits or never answers. */
  answering(url: string): Promise<void>;
  stop(): Promise<void>;
}

/** A generated `server {}` block with its placeholders pointed at the test's port and folder. */
export function atPort(text: string, port: number, root: string): string {
  const replaced = text.replace('\n    listen 80;\n', `\n    listen 127.0.0.1:${port};\n`).replace(/\n {4}root \/var\/www\/cheerio-zh;/, `\n    root ${root};`);
  if (replaced.split('\n').filter((line, index) => line !== text.split('\n')[index]).length !== 2) throw new Error('placeholders not found');
  return replaced;
}

/** A port of 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Writes the nginx.conf that holds `servers` under `prefix` (created), its temp folders and logs there too.
async function writeNginxConf(prefix: string, servers: string[]): Promise<string> {
  await fs.mkdir(prefix, { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  await fs.writeFile(conf, [
    'daemon off;',
    // As root nginx would switch its workers to `nobody`, who cannot read the 0700 temp folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${prefix}/${name}_temp;`),
    ...servers,
    '}',
  ].join('\n'));
  return conf;
}

/** What `nginx -t` says of `servers` (config under `prefix`): undefined when it accepts them, else its message. */
export async function nginxRefusal(prefix: string, servers: string[]): Promise<string | undefined> {
  const conf = await writeNginxConf(prefix, servers);
  return new Promise((resolve) => {
    execFile(NGINX, ['-t', '-q', '-p', `${prefix}/`, '-c', conf], (error, _stdout, stderr) => resolve(error ? stderr || error.message : undefined));
  });
}

/** Starts nginx with `servers` in a config under `prefix` (created), its temp folders and logs there too. */
export async function startNginx(prefix: string, servers: string[]): Promise<RunningNginx> {
  const conf = await writeNginxConf(prefix, servers);
  let log = '';
  const nginx = spawn(NGINX, ['-p', `${prefix}/`, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<never>((_, reject) => nginx.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${log}`))));
  exited.catch(() => undefined);
  return {
    log: () => log,
    async answering(url) {
      const answered = (async () => {
        for (let attempt = 0; attempt < 100; attempt += 1) {
          if (await fetch(url).then(() => true, () => false)) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`nginx did not answer at ${url}: ${log}`);
      })();
      await Promise.race([answered, exited]);
    },
    async stop() {
      if (nginx.exitCode !== null) return;
      const stopped = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await stopped;
    },
  };
}
