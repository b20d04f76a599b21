// A private PostgreSQL cluster for fault tests: the suite stops and restarts it freely without
// touching the shared server other tests use. Needs the Debian PostgreSQL binaries and, when run as
// root, the `postgres` system user (initdb refuses to run as root).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : '';

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

export const privatePostgresAvailable = () =>
  Boolean(bin) && existsSync(`${bin}/initdb`) && (userInfo().uid !== 0 || postgresUid() !== null);

export function createPrivatePostgres(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'affinia-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? postgresUid() : null;
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], { stdio: 'pipe' })
      : execFileSync(`${bin}/${cmd}`, args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
