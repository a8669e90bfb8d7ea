/** Longest message an error carries: errors end up in logs and in answers to remote clients. */
const MESSAGE_LIMIT = 600;

/** Cuts a text to `limit` characters, saying how much was left out. */
export function bounded(text: string, limit = MESSAGE_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${text.length - limit} more characters)`;
}
