import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/*
 * zod/mini loads no locale, so its issues would read "Invalid input". Every module that reports a
 * zod error imports this one (define-game, record, golden, the adapters), so English is set here
 * when a game loads, as classic zod did when imported, unless the program chose a locale first.
 */
if (z.config().localeError === undefined) z.config(en());

/** Longest message an error carries: errors end up in logs and in answers to remote clients. */
const MESSAGE_LIMIT = 600;

/** Cuts a text to `limit` characters, saying how much was left out. */
export function bounded(text: string, limit = MESSAGE_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more characters)`;
}

/** A zod error in readable lines (`z.prettifyError`), bounded. */
export function zodMessage(prefix: string, error: z.core.$ZodError): string {
  return bounded(`${prefix}:\n${z.prettifyError(error)}`);
}
