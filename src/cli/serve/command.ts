import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseCommand, parseInteger, positionals, UsageError } from '../args.js';
import { catalog } from '../catalog.js';
import type { CliIo } from '../io.js';
import { defaultLimits, LIMIT_CEILING, PENDING_ANSWERS, type BridgeLimits } from './limits.js';
import { LineSplitter, type Line } from './lines.js';
import { BridgeSession } from './session.js';

/**
 * `serve --stdio [--max-games N] [--max-bytes N] [--max-line N]`: answers JSON-lines requests from
 * stdin on stdout until stdin closes (docs/protocol.md), under the limits of docs/security.md.
 */
export async function serve(args: string[], io: CliIo): Promise<number> {
  const options = { stdio: { type: 'boolean' }, 'max-games': { type: 'string' }, 'max-bytes': { type: 'string' }, 'max-line': { type: 'string' } } as const;
  const { values, positionals: found } = parseCommand(args, options);
  positionals(found, []);
  if (!values.stdio) throw new UsageError('serve needs --stdio (the only transport so far)');
  const defaults = defaultLimits();
  const limits: BridgeLimits = {
    maxGames: parseInteger('max-games', values['max-games'], defaults.maxGames, 1, LIMIT_CEILING.maxGames),
    maxBytes: parseInteger('max-bytes', values['max-bytes'], defaults.maxBytes, 1, LIMIT_CEILING.maxBytes),
    maxLine: parseInteger('max-line', values['max-line'], defaults.maxLine, 1, LIMIT_CEILING.maxLine),
  };
  const session = new BridgeSession(catalog(), limits);
  // Backpressure: while stdout does not take the answers, the answerer holds PENDING_ANSWERS bytes,
  // then stops taking lines, and the splitter stops reading stdin. Every line is answered, a blank
  // one too (`bad-json`), so that a lock-step client never waits.
  const answerer = new Transform({
    writableObjectMode: true,
    writableHighWaterMark: 1,
    readableHighWaterMark: PENDING_ANSWERS,
    transform(line: Line, _encoding: BufferEncoding, done: TransformCallback) {
      done(null, session.respondChunk(line));
    },
  });
  await pipeline(io.stdin(), new LineSplitter(limits.maxLine), answerer, io.stdout, { end: false });
  return 0;
}
