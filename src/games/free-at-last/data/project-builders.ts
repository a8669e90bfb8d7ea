import type * as z from 'zod/mini';
import type { activationSchema, effectSchema, localFigureSchema, projectCardSchema } from './schema.js';

/*
 * Small builders that keep the Project card files readable. The printed cards are not reproduced in
 * the rulebook (9.2 describes only what a card shows), so every card and Local Figure is reconstructed.
 */

type ActivationInput = z.input<typeof activationSchema>;
type EffectInput = z.input<typeof effectSchema>;
type FigureInput = z.input<typeof localFigureSchema>;
type Colour = 'red' | 'white' | 'blue';
type Rank = 1 | 2 | 3 | 4;

/** Activation by the colour of the card played (reference chart: coloured circle). */
export const byColor = (color: Colour): ActivationInput => ({ by: 'color', color });
/** Activation by the rank of the card played. */
export const byRank = (rank: Rank): ActivationInput => ({ by: 'rank', rank });
/** Activation by rank and colour of the card played. */
export const byCard = (rank: Rank, color: Colour): ActivationInput => ({ by: 'rank-and-color', rank, color });
/** 3.6.2 activation by the number of cards played to mobilize. */
export const bySet = (cards: number): ActivationInput => ({ by: 'set-size', cards });

/** The rulebook does not reproduce the Project cards (9.2 describes only what a card shows). */
const cardSource = { reconstructed: 'card not reproduced in the rulebook (9.2 describes only what a card shows)' };
const figureSource = { reconstructed: 'Local Figures are printed on the Project cards, which the rulebook does not reproduce (9.2)' };

/** A Civil Rights Local Figure. */
export const ally = (name: string, activation: ActivationInput, ...effects: EffectInput[]): FigureInput => ({
  name,
  side: 'civil-rights',
  activation,
  effects,
  source: figureSource,
});

/** A SEG Local Figure. */
export const seg = (name: string, activation: ActivationInput, ...effects: EffectInput[]): FigureInput => ({
  name,
  side: 'seg',
  activation,
  effects,
  source: figureSource,
});

/** 18.3.7 a V Project's Registrar who is also a SEG Local Figure. */
export const registrar = (name: string, activation: ActivationInput, ...effects: EffectInput[]): FigureInput => ({
  ...seg(name, activation, ...effects),
  registrar: true,
});

/** Effect shorthands. */
export const collectWhite = (count: number): EffectInput => ({ kind: 'collectSeg', color: 'white', count });
export const collectBlue = (count: number): EffectInput => ({ kind: 'collectSeg', color: 'blue', count });
export const addRed = (count: number): EffectInput => ({ kind: 'addRed', count });
export const removeRed = (count: number): EffectInput => ({ kind: 'removeRed', count });
export const addWhite = (count: number): EffectInput => ({ kind: 'addSeg', color: 'white', count });
export const addBlue = (count: number): EffectInput => ({ kind: 'addSeg', color: 'blue', count });
export const rollTwice: EffectInput = { kind: 'rollTwice' };
export const xUp = (die: Colour): EffectInput => ({ kind: 'moveX', die, direction: 'up' });
export const xDown = (die: Colour): EffectInput => ({ kind: 'moveX', die, direction: 'down' });

type ProjectInput = z.input<typeof projectCardSchema>;

/** One Project card (the event and date it stands for is its text, data/texts.ts). */
export const project = (
  card: Omit<ProjectInput, 'source' | 'seg' | 'localFigures'> & {
    white: number;
    blue: number;
    figures: FigureInput[];
  },
): ProjectInput => {
  const { white, blue, figures, ...rest } = card;
  return {
    ...rest,
    seg: { white, blue },
    localFigures: figures,
    source: cardSource,
  };
};
