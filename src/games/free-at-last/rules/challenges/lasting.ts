import type { Organization } from '../../data/schema.js';
import { activeProject, challengeCard, challengesOf, isAdvanced } from '../lookup.js';
import type { FalCtx } from '../tasks.js';
import { updateChallenges } from '../updates.js';
import { applyChallenge } from './effects.js';

/*
 * Lasting Challenges in the Action Rounds (2.7, 9.13, 9.14) and the End of Turn (9.16).
 */

/**
 * 9.13 lasting Challenges on `org`'s Project (and ALL ones by the board) act each time the owner
 * takes an action on it, after the SEG Reinforcements and before the dice (ruling).
 */
export function challengesOnProjectAction(ctx: FalCtx, org: Organization): void {
  if (!isAdvanced(ctx.state)) return;
  for (const entry of challengesOf(ctx.state).inPlay) {
    const card = challengeCard(ctx.state, entry.card);
    const p = activeProject(ctx.state, org);
    if (!p || (entry.org !== org && entry.org !== null) || card.trigger.on !== 'project-action') continue;
    if (card.trigger.stages.length > 0 && !card.trigger.stages.includes(p.stage as (typeof card.trigger.stages)[number])) continue;
    ctx.emit({ type: 'challengeImplemented', card: entry.card, name: card.name, org });
    const added = applyChallenge(ctx, card, org, true);
    if (entry.org === org && (added.white > 0 || added.blue > 0)) {
      const inPlay = challengesOf(ctx.state).inPlay.map((x) => (x.card === entry.card ? { ...x, added: { white: x.added.white + added.white, blue: x.added.blue + added.blue } } : x));
      updateChallenges(ctx, { inPlay });
    }
  }
}

/**
 * 4.2 B a Challenge failed with its Project gives its Failure Marker; then 9.16 every Challenge card
 * is removed to the discard pile, whatever its text.
 */
export function challengesEndOfTurn(ctx: FalCtx): void {
  if (!isAdvanced(ctx.state)) return;
  for (const entry of challengesOf(ctx.state).inPlay) {
    const card = challengeCard(ctx.state, entry.card);
    if (card.trigger.on === 'project-failure' && entry.org !== null && ctx.state.projects[entry.org]?.outcome === 'failure') {
      ctx.emit({ type: 'challengeFailed', org: entry.org, card: entry.card, name: card.name });
      applyChallenge(ctx, card, entry.org, false);
    }
  }
  const c = challengesOf(ctx.state);
  const all = [...Object.values(c.dealt).flat(), ...c.byBoard, ...c.inPlay.map((x) => x.card)];
  updateChallenges(ctx, { dealt: {}, byBoard: [], inPlay: [], discard: [...c.discard, ...all] });
}
