import { referenceChallenges } from '../../data/challenges.js';
import { difficultySchema, variantKind, type Difficulty, type FreeAtLastConfig, type FreeAtLastState, type VariantKind } from '../../schema.js';
import { absentFailureMarkers } from './solitaire.js';

/** 23.5 the start of the Failure Marker track for a level (null: the basic game's 0); 23.1.1 solitaire's markers. */
export function failureTrackStartOf(variant: VariantKind, level: Difficulty | null): number {
  if (variant === 'solitaire') return absentFailureMarkers;
  return level === null ? 0 : difficultySchema.options.indexOf(level) + 1;
}

/**
 * 1.7 the advanced game shuffles the Challenge deck; 23.1.1 and 23.5 set the Failure Marker track.
 * The basic game's state is returned unchanged (no `ext`).
 */
export function withVariants(config: FreeAtLastConfig, s: FreeAtLastState): FreeAtLastState {
  const variant = variantKind(config.variant);
  const historical = config.historical || config.variant === 'historical';
  if (variant === 'standard' && !historical && !config.advanced && config.difficulty === null) return s;
  const custom = config.challengeDeck ?? null;
  return {
    ...s,
    failureTrackStart: failureTrackStartOf(variant, config.difficulty),
    ext: {
      variant,
      historical,
      advanced: config.advanced,
      difficulty: config.difficulty,
      teams: variant === 'team' ? (config.teams ?? [['SNCC', 'SCLC'], ['CORE', 'NAACP']]) : null,
      projectReserve: [],
      challenges: config.advanced ? { deck: (custom ?? referenceChallenges).map((c) => c.id), discard: [], dealt: {}, byBoard: [], inPlay: [], custom } : null,
      solo: variant === 'solitaire' ? { drawnRound: 0, held: [], offered: [] } : null,
    },
  };
}
