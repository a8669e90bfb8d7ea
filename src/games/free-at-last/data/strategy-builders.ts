import type * as z from 'zod/mini';
import { idOf } from '../../../core/id-of.js';
import type { eventEffectSchema, strategyCardSchema } from './schema.js';

type CardInput = z.input<typeof strategyCardSchema>;
/** A card as written here: its id is `idOf(name)` unless given (two printings of one name). */
type Written = Omit<CardInput, 'source' | 'id'> & { readonly id?: string };

/** The card with its id: given, or derived from its name. */
const withId = ({ id, ...card }: Written): Omit<CardInput, 'source'> => ({ id: id ?? idOf(card.name), ...card });
type EffectInput = z.input<typeof eventEffectSchema>;
type Colour = 'red' | 'white' | 'blue';

/** A Strategy card the rulebook names: `rule` is the section that names or constrains it. */
export const named = (rule: string, card: Written): CardInput => ({
  ...withId(card),
  source: { rule },
});

/** A Strategy card the rulebook does not name: rank, colour, text and effect reconstructed. */
export const invented = (why: string, card: Written): CardInput => ({
  ...withId(card),
  source: { reconstructed: why },
});

/**
 * Several copies of a generic card as distinct ids (`freedom-songs-1`, `freedom-songs-2`…: its
 * name's id, numbered), each with its own rank and colour, so the deck's distribution can be balanced.
 */
export const copies = (
  base: Omit<CardInput, 'source' | 'id' | 'rank' | 'color'>,
  printings: [CardInput['rank'], Colour][],
): CardInput[] =>
  printings.map(([rank, color], i) => ({
    ...base,
    id: `${idOf(base.name)}-${i + 1}`,
    rank,
    color,
    source: { reconstructed: 'generic Strategy card: the rulebook gives the deck size only roughly; copies balance ranks and colours' },
  }));

export const addRed = (count: number): EffectInput => ({ kind: 'addRed', count });
export const removeRed = (count: number): EffectInput => ({ kind: 'removeRed', count });
export const collectWhite = (count: number): EffectInput => ({ kind: 'collectSeg', color: 'white', count });
export const collectBlue = (count: number): EffectInput => ({ kind: 'collectSeg', color: 'blue', count });
export const addWhite = (count: number): EffectInput => ({ kind: 'addSeg', color: 'white', count });
export const xUp = (die: Colour): EffectInput => ({ kind: 'moveX', die, direction: 'up' });
export const xDown = (die: Colour): EffectInput => ({ kind: 'moveX', die, direction: 'down' });
export const draw = (count: number): EffectInput => ({ kind: 'drawCards', count });
export const stars = (count: number): EffectInput => ({ kind: 'gainStars', count });
export const passLaw = (area: 'S' | 'A' | 'V' | 'any'): EffectInput => ({ kind: 'passLegislation', area });
