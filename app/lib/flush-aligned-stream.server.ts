import { Transform, type TransformCallback } from 'node:stream';

/**
 * The stream React renders a page into: it keeps what React writes until React says a part of the page
 * is complete (`flush()`, which React calls after each pass of writing, as it does for a compression
 * stream) and passes it on as one chunk. React writes in 4 KB pieces; every piece travelled on through
 * a web stream and into the compression stream as a task of its own, and compressing a page in 4 KB
 * writes cost four times its compression in one (home: ~12 ms of CPU per request of ~25, decision 0030).
 * The shell and each streamed part still leave as soon as React has written them.
 */
export class FlushAlignedStream extends Transform {
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending.push(chunk);
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }

  /** Called by React once it has written a complete part of the page. */
  flush() {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.push(chunk);
  }
}
