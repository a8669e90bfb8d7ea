import { Transform, type TransformCallback } from 'node:stream';

/** A request line longer than the limit: its bytes were dropped as they came, never buffered. */
export class OverlongLine {
  constructor(readonly bytes: number) {}
}

/** What the splitter emits: one request line (without its `\n` or `\r\n`), or an {@link OverlongLine}. */
export type Line = string | OverlongLine;

const NEWLINE = 0x0a;

/**
 * Splits a byte stream into UTF-8 lines, holding at most `maxBytes` of the current line: the rest of
 * a longer line is counted and dropped until its newline (readline would buffer it whole). The
 * readable side is in object mode; a last line without a newline is emitted at the end.
 */
export class LineSplitter extends Transform {
  private parts: Buffer[] = [];
  private held = 0;
  private dropped = 0;

  constructor(private readonly maxBytes: number) {
    super({ readableObjectMode: true, readableHighWaterMark: 16 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      this.hold(chunk.subarray(start, end));
      this.emitLine();
      start = end + 1;
    }
    this.hold(chunk.subarray(start));
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.held > 0 || this.dropped > 0) this.emitLine();
    done();
  }

  /** Holds a piece of the current line while it fits, else counts it as dropped. */
  private hold(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.dropped === 0 && this.held + piece.length <= this.maxBytes) {
      // Copied: the chunk is not retained past this call.
      this.parts.push(Buffer.from(piece));
      this.held += piece.length;
    } else {
      this.dropped += this.held + piece.length;
      this.parts = [];
      this.held = 0;
    }
  }

  private emitLine(): void {
    if (this.dropped > 0) this.push(new OverlongLine(this.dropped));
    else {
      const text = Buffer.concat(this.parts, this.held).toString('utf8');
      this.push(text.endsWith('\r') ? text.slice(0, -1) : text);
    }
    this.parts = [];
    this.held = 0;
    this.dropped = 0;
  }
}
