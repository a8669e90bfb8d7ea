import type { ProjectAction } from '../../state/resolution.js';
import { drawsFrom, type Handlers } from '../tasks.js';
import { promptResolution } from './describe.js';
import { applyResolution, resolutionActions, resolutionPile, resolutionToMove } from './engine.js';

/** The running resolution of a project action: the owner (or a responder) decides, or chance rolls a die. */
export const resolutionTasks: Handlers<'resolution'> = {
  resolution: {
    decider: (s) => resolutionToMove(s),
    actions: (s) => resolutionActions(s),
    ...drawsFrom(resolutionPile),
    answer: (ctx, _t, a) => applyResolution(ctx, a as ProjectAction),
    prompt: (s) => promptResolution(s),
  },
};
