/* Small pieces of English for prompts, descriptions and event lines (issue 25's wording slips). */

/** `noun` with its indefinite article, by sound: "an Agitator", "a Lv1 MOBE", "an S marker", "a V". */
export function withArticle(noun: string): string {
  const letter = /^[A-Z](?![a-z])/.test(noun);
  return `${(letter ? /^[AEFHILMNORSX]/ : /^[aeiou]/i).test(noun) ? 'an' : 'a'} ${noun}`;
}

/** The possessive of a name: "SNCC's", "yippies'" (a name ending in s takes the apostrophe alone). */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A count with its noun: "1 more card", "2 more cards", "no more cards". */
export function counting(n: number, one: string, many = `${one}s`): string {
  return n === 0 ? `no ${many}` : `${n} ${n === 1 ? one : many}`;
}

/** `text` with its first letter in capitals, to start a sentence. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
