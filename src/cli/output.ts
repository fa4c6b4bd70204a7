// Buffered line output with backpressure, so large listings stream at full speed.
import type { Writable } from 'node:stream';

export class LineWriter {
  private buf: string[] = [];
  private size = 0;
  private pending: Promise<void> | undefined;
  /** Byte chunks written whose write callback has not run yet. */
  private inFlight = 0;

  constructor(private readonly stream: Writable, private readonly limit = 1 << 16) {}

  line = (s: string): void => {
    this.buf.push(s);
    this.size += s.length + 1;
    if (this.size >= this.limit) this.flushSync();
  };

  private flushSync(): void {
    if (!this.buf.length) return;
    const data = this.buf.join('\n') + '\n';
    this.buf = [];
    this.size = 0;
    if (!this.stream.write(data) && !this.pending) {
      this.pending = new Promise((resolve) => this.stream.once('drain', () => { this.pending = undefined; resolve(); }));
    }
  }

  /** Write bytes (whole lines, each ending in a newline) after the pending lines; `done` once they are written. */
  bytes = (chunk: Uint8Array, done?: () => void): void => {
    this.flushSync();
    this.inFlight++;
    const written = this.stream.write(chunk, () => { this.inFlight--; done?.(); });
    if (!written && !this.pending) {
      this.pending = new Promise((resolve) => this.stream.once('drain', () => { this.pending = undefined; resolve(); }));
    }
  };

  /**
   * Wait until the stream has room again (call between input chunks). Write callbacks come on
   * the next tick, which a reader that never waits for I/O (a file read synchronously into one
   * buffer) would starve: their buffers would never be released and new ones made for every
   * flush (385 MiB for 10M instructions). So while callbacks are outstanding, yield once.
   */
  async ready(): Promise<void> {
    if (this.pending) await this.pending;
    else if (this.inFlight) await new Promise((resolve) => setImmediate(resolve));
  }

  async close(): Promise<void> {
    this.flushSync();
    await this.ready();
  }
}
