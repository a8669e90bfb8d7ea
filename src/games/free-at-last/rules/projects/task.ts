import type { ProjectAction } from '../../state/resolution.js';
import { change, drawsFrom, type Handlers } from '../tasks.js';
import { run } from '../util.js';
import { promptResolution } from './describe.js';
import { applyResolution, resolutionActions, resolutionPile, resolutionToMove } from './engine.js';

/** The running resolution of a project action: the owner (or a responder) decides, or chance rolls a die. */
export const resolutionTasks: Handlers<'resolution'> = {
  resolution: {
    decider: (s) => resolutionToMove(s),
    actions: (s) => resolutionActions(s),
    ...drawsFrom(resolutionPile),
    answer: (ctx, _t, a) => change(ctx, (s, ev) => run(ev, applyResolution(s, a as ProjectAction))),
    prompt: (s) => promptResolution(s),
  },
};
