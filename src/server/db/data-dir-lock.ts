/**
 * PGlite is single-process: a second process opening the same data directory corrupts it.
 * The process that opens the embedded database holds this lock file; the server adds its
 * port and a local secret so the CLI can go through it instead of opening the database.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type LockInfo = { pid: number; role: 'server' | 'cli'; port?: number; secret?: string };

export class DataDirLockedError extends Error {
  constructor(readonly holder: LockInfo) {
    super(
      `The data directory is in use by another Stratagent process (pid ${holder.pid}, ${holder.role}).`,
    );
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, 'stratagent.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export type DataDirLock = {
  /** Records the port the server listens on, for the CLI. */
  publish(port: number): void;
  secret: string;
  release(): void;
};

export function acquireDataDirLock(dataDir: string, role: LockInfo['role']): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const secret = crypto.randomBytes(24).toString('base64url');
  const write = (info: LockInfo, flag: 'wx' | 'w') =>
    fs.writeFileSync(file, JSON.stringify(info), { flag, mode: 0o600 });

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      write({ pid: process.pid, role }, 'wx');
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirLockedError(holder);
      fs.rmSync(file, { force: true }); // stale: its process is gone
      if (attempt === 1) throw error;
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
      if (info.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return {
    secret,
    publish: (port) => write({ pid: process.pid, role, port, secret }, 'w'),
    release,
  };
}
