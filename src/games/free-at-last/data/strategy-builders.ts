import type * as z from 'zod/mini';
import type { eventEffectSchema, strategyCardSchema } from './schema.js';

type CardInput = z.input<typeof strategyCardSchema>;
type EffectInput = z.input<typeof eventEffectSchema>;
type Colour = 'red' | 'white' | 'blue';

/** A Strategy card the rulebook names: `rule` is the section that names or constrains it. */
export const named = (rule: string, card: Omit<CardInput, 'source'>): CardInput => ({
  ...card,
  source: { rule },
});

/** A Strategy card the rulebook does not name: rank, colour, text and effect reconstructed. */
export const invented = (why: string, card: Omit<CardInput, 'source'>): CardInput => ({
  ...card,
  source: { reconstructed: why },
});

/**
 * Several copies of a generic card as distinct ids (`id-1`, `id-2`…), each with its own rank and
 * colour, so the deck's distribution can be balanced.
 */
export const copies = (
  base: Omit<CardInput, 'source' | 'id' | 'rank' | 'color'> & { id: string },
  printings: [CardInput['rank'], Colour][],
): CardInput[] =>
  printings.map(([rank, color], i) => ({
    ...base,
    id: `${base.id}-${i + 1}`,
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
