import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

export const LOCK_FILE = "rulesmith.pid";

/** PGlite keeps the whole database in memory and writes it back; two writers lose each other's data. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The data directory ${dataDir} is in use by another Rulesmith process (${holder}). ` +
        `Stop that process, or give this one another DATA_DIR or a DATABASE_URL. ` +
        `If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Directories this process holds, so a second opener inside the same process is refused too. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process with an exclusively created pid file, or throws
 * DataDirLockedError. A lock left by a process that died (kill -9, power loss) is taken over:
 * its pid no longer runs, or is our own pid from a previous life in a restarted container.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirLockedError(dataDir, `this process, pid ${process.pid}`);

  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, `pid ${holder}`);
      }
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    held.add(dir);
    const release = () => {
      if (!held.delete(dir)) return;
      if (readHolder(file) === process.pid) rmSync(file, { force: true });
      process.off("exit", release);
    };
    process.on("exit", release);
    return release;
  }
  throw new DataDirLockedError(dataDir, "another process took it at the same moment");
}
