import { parseCommand, positionals, UsageError } from '../args.js';
import { catalog } from '../catalog.js';
import type { CliIo } from '../io.js';
import { BridgeSession } from './session.js';

/** `serve --stdio`: answers JSON-lines requests from stdin on stdout until stdin closes (docs/protocol.md). */
export async function serve(args: string[], io: CliIo): Promise<number> {
  const { values, positionals: found } = parseCommand(args, { stdio: { type: 'boolean' } });
  positionals(found, []);
  if (!values.stdio) throw new UsageError('serve needs --stdio (the only transport so far)');
  const session = new BridgeSession(catalog());
  // Every line is answered, a blank one too (`bad-json`), so that a lock-step client never waits.
  for await (const line of io.readLines()) io.out(session.answer(line));
  return 0;
}
