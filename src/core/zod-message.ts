import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { bounded } from './messages.js';

/*
 * zod/mini loads no locale, so its issues would read "Invalid input". Every module that reports a
 * zod error imports this one (define-game, record, golden, the boardgame.io adapter), so English is
 * set when a game loads, as classic zod did when imported, unless the program chose a locale first.
 */
if (z.config().localeError === undefined) z.config(en());

/** A zod error in readable lines (`z.prettifyError`), bounded. */
export function zodMessage(prefix: string, error: z.core.$ZodError): string {
  return bounded(`${prefix}:\n${z.prettifyError(error)}`);
}
