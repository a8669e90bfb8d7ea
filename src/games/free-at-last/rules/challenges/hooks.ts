import { auto, type Handlers } from '../tasks.js';
import { challengeBoard, challengeDecisions, enterChallenges } from './deal.js';
import { challengesOnProjectAction } from './lasting.js';

/*
 * The advanced game behind the base rules' hooks (as the variants are, rules/variants/hooks.ts): the
 * base rules push a hook task where the advanced game acts, and rules/handlers.ts gives these
 * handlers; the base rules never import rules/challenges/ (.dependency-cruiser.cjs
 * `base-rules-import-no-challenges`). Its other parts are composed there too: the interrupt
 * window's cancels (cancel.ts `windowCancels`) and the end of the Turn (9.16, the variants'
 * `turnCleanup`). (9.15's event effect belongs to two base cards: rules/event-effects.ts.)
 */

/** The hooks and the Challenge Card Phase's stages. */
export const challengeTasks: Handlers<'challengePhase' | 'beforeProjectAction' | 'challengeDecisions' | 'challengeBoard'> = {
  // 2.7 the phase begins: 4 Challenge cards dealt to each player, then its stages
  challengePhase: auto<'challengePhase'>((ctx) => {
    ctx.pop();
    enterChallenges(ctx);
  }),
  // 9.13 lasting Challenges act before the dice of a project action
  beforeProjectAction: auto<'beforeProjectAction'>((ctx, t) => {
    ctx.pop();
    challengesOnProjectAction(ctx, t.org);
  }),
  challengeDecisions: auto<'challengeDecisions'>(challengeDecisions),
  challengeBoard: auto<'challengeBoard'>(challengeBoard),
};
