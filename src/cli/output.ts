// Buffered line output with backpressure, so large listings stream at full speed.
import type { Writable } from 'node:stream';

export class LineWriter {
  private buf: string[] = [];
  private size = 0;
  private pending: Promise<void> | undefined;

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
    if (!this.stream.write(chunk, done) && !this.pending) {
      this.pending = new Promise((resolve) => this.stream.once('drain', () => { this.pending = undefined; resolve(); }));
    }
  };

  /** Wait until the stream has room again (call between input chunks). */
  async ready(): Promise<void> {
    if (this.pending) await this.pending;
  }

  async close(): Promise<void> {
    this.flushSync();
    await this.ready();
  }
}
