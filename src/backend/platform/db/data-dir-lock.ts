/**
 * An exclusive lock on a PGlite data folder, so that a second process started on the same DATA_DIR
 * stops at start-up instead of opening the same files and corrupting them (PGlite has no lock of its
 * own: two processes both start, and acknowledged writes are lost).
 *
 * Mechanism: the lock is the file `<dataDir>/.lock`, holding JSON `{ pid, hostname, startedAt }`. It
 * is created with `open(path, 'wx')` (O_CREAT|O_EXCL), which the OS performs atomically: of several
 * processes creating it at once, exactly one succeeds. Whoever finds it already there reads the holder.
 * A holder on this host whose pid is no longer alive (`kill(pid, 0)` fails with ESRCH) left a stale
 * lock (it was killed); it is taken over by renaming the file aside (atomic) under a unique name,
 * checking that the file moved is still that stale holder's (same pid and startedAt), and creating a
 * fresh lock with 'wx' again; if the moved file turns out to be a live process's newer lock, it is put
 * back with `link` (which fails rather than overwrite a lock created in between) and we start over.
 * A holder on another host (a shared folder) or a lock file that cannot be read is never taken over.
 *
 * Why not flock/fcntl: Node has no file-locking call without a native addon, and no new package may
 * be added; an exclusive create works on every OS and file system Node runs on (except old NFS).
 *
 * Not covered: if three processes take over the same stale lock at the same instant, one may move the
 * second's fresh lock aside just as the third creates its own, so the second's lock is lost and both
 * the second and the third believe they hold the folder.
 */
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = '.lock';

export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DataDirLock {
  /** Deletes the lock file if it is still this process's. Safe to call more than once. */
  release(): void;
}

export interface AcquireOptions {
  now?: () => Date;
  hostname?: string;
  pid?: number;
}

/** The data folder is held by another process (or its lock file cannot be read). */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  /** The folder, absolute. */
  readonly dataDir: string;
  readonly lockPath: string;
  /** The holder, or null when the lock file could not be read. */
  readonly holder: LockHolder | null;

  constructor(dataDir: string, lockPath: string, holder: LockHolder | null) {
    const who = holder
      ? `another process holds it (pid ${holder.pid} on host ${holder.hostname}, started ${holder.startedAt})`
      : `its lock file ${lockPath} cannot be read, so the process holding it is unknown`;
    super(
      `The data folder ${dataDir} is already in use: ${who}. ` +
        `Stop that process, or set DATA_DIR to another folder. If no such process is running, delete ${lockPath}.`,
    );
    this.dataDir = dataDir;
    this.lockPath = lockPath;
    this.holder = holder;
  }
}

const READ_ATTEMPTS = 5;
const READ_RETRY_MS = 50;
const MAX_ROUNDS = 20;

/**
 * Takes the exclusive lock on `dataDir` (created if missing), or throws DataDirLockedError.
 * Call once at start-up, before PGlite opens the folder; call `release()` on shutdown.
 */
export function acquireDataDirLock(dataDir: string, options: AcquireOptions = {}): DataDirLock {
  const dir = path.resolve(dataDir);
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  mkdirSync(dir, { recursive: true });
  const me: LockHolder = {
    pid: options.pid ?? process.pid,
    hostname: options.hostname ?? os.hostname(),
    startedAt: (options.now?.() ?? new Date()).toISOString(),
  };

  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (tryCreate(lockPath, me)) return lockHandle(lockPath, me);

    const holder = readHolderPatiently(lockPath);
    if (holder === 'gone') continue; // released (or taken over) while we looked: try again
    if (holder === null) throw new DataDirLockedError(dir, lockPath, null);
    if (holder.hostname !== me.hostname || isAlive(holder.pid)) throw new DataDirLockedError(dir, lockPath, holder);

    // Stale: left by a process of this host that no longer runs. Move it aside, atomically.
    const aside = `${lockPath}.stale-${me.pid}-${randomUUID()}`;
    try {
      renameSync(lockPath, aside);
    } catch (error) {
      if (code(error) === 'ENOENT') continue; // someone else moved or released it first
      throw error;
    }
    const moved = readHolder(aside);
    if (moved === 'gone') continue;
    if (moved === null || moved.pid !== holder.pid || moved.startedAt !== holder.startedAt || moved.hostname !== holder.hostname) {
      // Not the stale lock we judged: another process took over in between and this is its lock.
      // Put it back, unless a lock exists there again (link never overwrites).
      try {
        linkSync(aside, lockPath);
      } catch (error) {
        if (code(error) !== 'EEXIST') {
          removeQuietly(aside);
          throw error;
        }
      }
    }
    removeQuietly(aside);
  }
  // Only reached if the lock keeps changing hands for every round; report whoever holds it now.
  const holder = readHolder(lockPath);
  throw new DataDirLockedError(dir, lockPath, holder === 'gone' ? null : holder);
}

function tryCreate(lockPath: string, me: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if (code(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    removeQuietly(lockPath);
    throw error;
  }
  closeSync(fd);
  return true;
}

function lockHandle(lockPath: string, me: LockHolder): DataDirLock {
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Only this process's own lock is deleted: a live holder's lock is never taken over, so while
      // we run nobody replaces it legitimately; if someone did (by hand), theirs is left alone.
      const current = readHolder(lockPath);
      if (
        current !== 'gone' &&
        current !== null &&
        current.pid === me.pid &&
        current.startedAt === me.startedAt &&
        current.hostname === me.hostname
      ) {
        removeQuietly(lockPath);
      }
    },
  };
}

/** Reads the holder, retrying a few times in case its owner is still writing it. */
function readHolderPatiently(lockPath: string): LockHolder | null | 'gone' {
  for (let attempt = 1; ; attempt++) {
    const holder = readHolder(lockPath);
    if (holder !== null || attempt >= READ_ATTEMPTS) return holder;
    sleepSync(READ_RETRY_MS);
  }
}

/** The holder named in the file; null when it is not a complete lock; 'gone' when there is no file. */
function readHolder(file: string): LockHolder | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (code(error) === 'ENOENT') return 'gone';
    return null;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value !== 'object' || value === null) return null;
    const { pid, hostname, startedAt } = value;
    // A pid of 0 or below would make kill() signal a process group: such a file is not a lock.
    if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return null;
    if (typeof hostname !== 'string' || typeof startedAt !== 'string') return null;
    return { pid: pid as number, hostname, startedAt };
  } catch {
    return null;
  }
}

/** Whether a process with this pid runs on this host (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) !== 'ESRCH';
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    /* already gone */
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * Holds the PGlite folder for the life of this process (released at exit); nothing to hold when the
 * database is a PostgreSQL server or in memory. Throws DataDirLockedError when another process has it.
 */
export function holdDataDirForProcess(settings: { databaseUrl?: string; dataDir: string }): DataDirLock | undefined {
  if (settings.databaseUrl || settings.dataDir.startsWith('memory://')) return undefined;
  const lock = acquireDataDirLock(settings.dataDir);
  process.once('exit', () => lock.release());
  return lock;
}
