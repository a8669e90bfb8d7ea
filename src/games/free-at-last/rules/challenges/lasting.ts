import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { activeProject } from '../lookup.js';
import { challengeCard, challengesOf, isAdvanced, withChallenges } from '../ext-access.js';
import { applyChallenge } from './effects.js';

/*
 * Lasting Challenges in the Action Rounds (2.7, 9.13, 9.14) and the End of Turn (9.16).
 */

/**
 * 9.13 lasting Challenges on `org`'s Project (and ALL ones by the board) act each time the owner
 * takes an action on it, after the SEG Reinforcements and before the dice (ruling).
 */
export function challengesOnProjectAction(s: FreeAtLastState, org: Organization, ev: GameEvent[]): FreeAtLastState {
  if (!isAdvanced(s)) return s;
  let t = s;
  for (const entry of challengesOf(s).inPlay) {
    const card = challengeCard(t, entry.card);
    const p = activeProject(t, org);
    if (!p || (entry.org !== org && entry.org !== null) || card.trigger.on !== 'project-action') continue;
    if (card.trigger.stages.length > 0 && !card.trigger.stages.includes(p.stage as (typeof card.trigger.stages)[number])) continue;
    ev.push({ type: 'challengeImplemented', card: entry.card, name: card.name, org });
    const r = applyChallenge(t, card, org, true, ev);
    t = r.state;
    if (entry.org === org && (r.added.white > 0 || r.added.blue > 0)) {
      const c = challengesOf(t);
      const inPlay = c.inPlay.map((x) => (x.card === entry.card ? { ...x, added: { white: x.added.white + r.added.white, blue: x.added.blue + r.added.blue } } : x));
      t = withChallenges(t, { inPlay });
    }
  }
  return t;
}

/**
 * 4.2 B a Challenge failed with its Project gives its Failure Marker; then 9.16 every Challenge card
 * is removed to the discard pile, whatever its text.
 */
export function challengesEndOfTurn(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  if (!isAdvanced(s)) return s;
  let t = s;
  for (const entry of challengesOf(s).inPlay) {
    const card = challengeCard(t, entry.card);
    if (card.trigger.on === 'project-failure' && entry.org !== null && t.projects[entry.org]?.outcome === 'failure') {
      ev.push({ type: 'challengeFailed', org: entry.org, card: entry.card, name: card.name });
      t = applyChallenge(t, card, entry.org, false, ev).state;
    }
  }
  const c = challengesOf(t);
  const all = [...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
  return withChallenges(t, { dealt: {}, byBoard: [], inPlay: [], discard: [...c.discard, ...all] });
}
