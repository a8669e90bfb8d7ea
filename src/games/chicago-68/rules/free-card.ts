import { cardDef } from './cards/index.js';
import { board, sideOf, turnOf } from './lookups.js';
import { auto, type C } from './tasks.js';

/**
 * An effect that resolves an Action Card without playing it from a hand (e.g. Snake Dance, TACTICAL
 * SUPPORT). The faction on turn resolves it if it is of the card's side, else the card's own faction.
 */
function startFreeAction(ctx: C, name: string): void {
  const card = board(ctx.state).action.get(name);
  const def = cardDef(name);
  if (!card || !def) return;
  const turn = turnOf(ctx.state);
  const f = turn && sideOf(turn.faction) === sideOf(card.faction) ? turn.faction : card.faction;
  if (!def.playable(ctx.state, f)) return;
  ctx.emit({ type: 'resolved', faction: f, card: name, free: true });
  ctx.push(def.task(f));
}

/** The `freeCard` task (pushed by the `action` effect primitive). */
export const freeCardTasks = {
  freeCard: auto<'freeCard'>((ctx, t) => {
    ctx.pop();
    startFreeAction(ctx, t.card);
  }),
};
