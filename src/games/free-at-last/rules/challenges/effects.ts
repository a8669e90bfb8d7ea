import type { GameEvent } from '../../../../core/types.js';
import type { ChallengeCard, ChallengeEffect } from '../../data/challenge-schema.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { gainFailures, moveX } from '../zones.js';
import { activeProject, projectCard } from '../lookup.js';
import { projectRules } from '../project-seam.js';
import { run } from '../util.js';

/*
 * The interpreter of the Challenge effect primitives (data/challenge-schema.ts) on one Project.
 */

/** 9.12, 9.13 whether a Project Challenge (or ANY) applies to `org`'s Project: A not to Marches, M only to Marches. */
export function challengeApplies(s: FreeAtLastState, card: ChallengeCard, org: Organization): boolean {
  const p = activeProject(s, org);
  if (!p) return false;
  if (card.category === 'ANY') return true;
  const pc = projectCard(s, p.card);
  if (card.category === 'M') return pc.kind === 'march';
  if (card.category === 'A') return pc.type === 'A' && pc.kind !== 'march';
  return pc.type === card.category;
}

/** SEG cubes an effect added (for 9.15.1). */
export interface Added {
  white: number;
  blue: number;
}

/**
 * Applies one Challenge effect to `org`'s Project. Rulings: blue cubes added to an S Project already
 * past the school board put it back to Stage 1 (17.1: the board must admit the students again); a
 * lasting Challenge never removes the last red cube before the action it precedes.
 */
export function applyChallengeEffect(s: FreeAtLastState, org: Organization, e: ChallengeEffect, lasting: boolean, ev: GameEvent[], added: Added): FreeAtLastState {
  const p = activeProject(s, org);
  switch (e.kind) {
    case 'move-x': // 3.6.3
      ev.push({ type: 'xMoved', die: e.die, direction: e.direction, why: 'Challenge' });
      return moveX(s, e.die, e.direction);
    case 'gain-failure': // 4.2 B
      ev.push({ type: 'failure', org, count: e.count, why: 'failed Challenge (4.2 B)' });
      return gainFailures(s, org, e.count);
    case 'add-seg': {
      if (!p) return s;
      const t = run(ev, projectRules.applyProjectEffect(s, org, e));
      const q = t.projects[org]!;
      const n = q.cubes[e.color] - p.cubes[e.color];
      added[e.color] += n;
      if (e.color === 'blue' && n > 0 && q.stage === 'school-year') return { ...t, projects: { ...t.projects, [org]: { ...q, stage: 'exam' } } };
      return t;
    }
    case 'remove-red': {
      if (!p) return s;
      const count = lasting ? Math.min(e.count, p.cubes.red - 1) : e.count;
      return count > 0 ? run(ev, projectRules.applyProjectEffect(s, org, { kind: 'remove-red', count })) : s;
    }
  }
}

/** Applies every effect of a Challenge to `org`'s Project; returns the SEG cubes it added. */
export function applyChallenge(s: FreeAtLastState, card: ChallengeCard, org: Organization, lasting: boolean, ev: GameEvent[]): { state: FreeAtLastState; added: Added } {
  const added: Added = { white: 0, blue: 0 };
  let t = s;
  for (const e of card.effects) t = applyChallengeEffect(t, org, e, lasting, ev, added);
  return { state: t, added };
}
