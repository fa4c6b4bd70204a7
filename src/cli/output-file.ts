// The file named by -o: what kind of thing it names decides how it is written, so that -o never
// destroys what it points at.
// - `-`, /dev/stdout, /dev/fd/1, /proc/self/fd/1: standard output (streamed, with backpressure).
// - a symbolic link: followed (a dangling one too); what it names is written as below, the link stays.
// - a FIFO, a character or block device, another process's descriptor (/proc/.../fd/N): opened and
//   written in place as the bytes come.
// - a regular file or a new name: the bytes go to NAME.gcnkit-PID.tmp beside it, renamed over
//   NAME only once the whole run succeeded (commit), so NAME is never half-written; it keeps the
//   old file's permissions. The temporary file is removed whatever happens (discard).
// - a directory: an error.
// Every failure (missing directory, permission, full disk) is a one-line error naming the file.
import { closeSync, fchmodSync, lstatSync, openSync, readlinkSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './diag.js';

/** Bytes per write: one write per 64 KiB, not per instruction. */
const BLOCK = 1 << 16;
/** Links followed before giving up (Linux's own limit). */
const MAX_LINKS = 40;

/** The fd a name of one of this process's descriptors names (/dev/stdout, /dev/fd/N, /proc/self/fd/N), else undefined. */
function fdOf(path: string): number | undefined {
  if (path === '/dev/stdout') return 1;
  if (path === '/dev/stderr') return 2;
  const m = new RegExp(`^/(?:dev/fd|proc/(?:self|thread-self|${process.pid})/fd)/(\\d+)$`).exec(path);
  return m ? Number(m[1]) : undefined;
}

/** What -o NAME writes to: standard output or error, a thing written in place, or a file replaced whole. */
type Target = { readonly kind: 'stream'; readonly fd: 1 | 2 } | { readonly kind: 'inplace' | 'replace'; readonly path: string; readonly stat?: Stats };

/**
 * NAME's links followed to the end (lstat, readlink: a dangling link names the file to create).
 * procfs's "magic" links (/proc/self/fd/N) point at open files, not at names: not followed.
 */
function resolveTarget(name: string, fail: (e: unknown) => UsageError): Target {
  if (name === '-') return { kind: 'stream', fd: 1 };
  let path = resolve(name);
  for (let hops = 0; ; hops++) {
    const fd = fdOf(path);
    if (fd === 1 || fd === 2) return { kind: 'stream', fd };
    let st: Stats;
    try {
      st = lstatSync(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'replace', path };
      throw fail(e);
    }
    if (st.isSymbolicLink() && !path.startsWith('/proc/')) {
      if (hops === MAX_LINKS) throw fail(Object.assign(new Error(), { code: 'ELOOP' }));
      path = resolve(dirname(path), readlinkSync(path));
      continue;
    }
    try {
      if (st.isSymbolicLink()) st = statSync(path);
    } catch (e) {
      throw fail(e);
    }
    if (st.isDirectory()) throw fail(Object.assign(new Error(), { code: 'EISDIR' }));
    return { kind: st.isFile() && !path.startsWith('/proc/') ? 'replace' : 'inplace', path, stat: st };
  }
}

export class OutputFile {
  /** The temporary file renamed over the target on commit (a file replaced whole only). */
  private readonly tmp: string | undefined;
  private readonly target: Target;
  private fd: number | undefined;
  private block = new Uint8Array(BLOCK);
  private used = 0;

  /**
   * `stream(fd)`: where bytes for standard output (1) or error (2) go; it keeps each chunk given
   * (the block is not reused).
   */
  constructor(private readonly name: string, private readonly stream: (fd: 1 | 2, bytes: Uint8Array) => void) {
    this.target = resolveTarget(name, (e) => this.failure(e));
    const t = this.target;
    if (t.kind === 'stream') return;
    this.tmp = t.kind === 'replace' ? `${t.path}.gcnkit-${process.pid}.tmp` : undefined;
    try {
      this.fd = openSync(this.tmp ?? t.path, 'w');
      if (t.stat && this.tmp) fchmodSync(this.fd, t.stat.mode & 0o7777);
    } catch (e) {
      this.discard();
      throw this.failure(e);
    }
  }

  /** Standard output: the command must print nothing else there. */
  get toStdout(): boolean {
    return this.target.kind === 'stream' && this.target.fd === 1;
  }

  /** Bytes go out as they come (so an error leaves part of the output written). */
  get streamed(): boolean {
    return this.target.kind !== 'replace';
  }

  private failure(e: unknown): UsageError {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such directory' : code === 'ENOTDIR' ? 'a part of the path is not a directory'
      : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EISDIR' ? 'it is a directory'
        : code === 'ELOOP' ? 'too many levels of symbolic links' : code === 'ENXIO' ? 'nothing can be written to it (a socket, or a device not there)'
          : code === 'ENOSPC' ? 'no space left on the device' : code === 'EROFS' ? 'read-only file system' : String(code ?? (e as Error).message);
    return new UsageError(`cannot write '${this.name}': ${why}`);
  }

  /** Gathered in blocks. */
  add(bytes: ArrayLike<number>): void {
    if (this.used + bytes.length > this.block.length) this.flush();
    for (let i = 0; i < bytes.length; i++) {
      if (this.used === this.block.length) this.flush();
      this.block[this.used++] = bytes[i];
    }
  }

  /** Bytes as they are (a view the caller reuses: copied now). */
  addBytes(bytes: Uint8Array): void {
    if (this.used + bytes.length > this.block.length) this.flush();
    if (bytes.length > this.block.length) {
      this.write(bytes.slice());
      return;
    }
    this.block.set(bytes, this.used);
    this.used += bytes.length;
  }

  /** Dwords, little-endian. */
  addWords(words: Uint32Array, n: number): void {
    if (this.used + 4 * n > this.block.length) this.flush();
    const block = this.block;
    let u = this.used;
    for (let i = 0; i < n; i++) {
      const w = words[i];
      block[u] = w;
      block[u + 1] = w >>> 8;
      block[u + 2] = w >>> 16;
      block[u + 3] = w >>> 24;
      u += 4;
    }
    this.used = u;
  }

  private flush(): void {
    if (!this.used) return;
    this.write(this.block.subarray(0, this.used));
    this.used = 0;
  }

  private write(bytes: Uint8Array): void {
    const t = this.target;
    if (t.kind === 'stream') {
      this.stream(t.fd, bytes);
      if (bytes.buffer === this.block.buffer) this.block = new Uint8Array(BLOCK);
      return;
    }
    try {
      for (let at = 0; at < bytes.length && this.fd !== undefined;) at += writeSync(this.fd, bytes, at);
    } catch (e) {
      throw this.failure(e);
    }
  }

  private close(): void {
    if (this.fd === undefined) return;
    const fd = this.fd;
    this.fd = undefined;
    closeSync(fd);
  }

  /** The run succeeded: the last bytes out, and a replaced file renamed into place. */
  commit(): void {
    this.flush();
    try {
      this.close();
      if (this.tmp) renameSync(this.tmp, (this.target as { path: string }).path);
    } catch (e) {
      throw this.failure(e);
    }
  }

  /** Drop what is not written yet and remove the temporary file (no-op after commit). */
  discard(): void {
    this.used = 0;
    try { this.close(); } catch { /* closing a file we only drop */ }
    if (this.tmp) rmSync(this.tmp, { force: true });
  }
}
