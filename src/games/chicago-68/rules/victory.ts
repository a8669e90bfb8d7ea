import type { State } from '../schema.js';

/* 5. Victory. */

/** 5.1–5.2 The outcome after the Final Nomination. */
export function decideVictory(s: State): NonNullable<State['outcome']> {
  const blue = s.delegates.track.filter((c) => c === 'blue').length;
  const blueMajority = blue * 2 > s.delegates.track.length;
  const establishmentAhead = s.exposure > 0;
  if (establishmentAhead && blueMajority) {
    return { winners: ['establishment'], reason: `The Establishment has more Exposure and a majority of blue Delegates (${blue}/${s.delegates.track.length}) (5.1)`, major: false };
  }
  const major = !establishmentAhead && !blueMajority;
  const why = major ? 'equal or more Exposure and no blue majority: a major victory' : establishmentAhead ? 'no blue Delegate majority' : 'equal or more Exposure';
  return { winners: ['demonstrators'], reason: `The Demonstrators win with ${why} (5.2)`, major };
}
