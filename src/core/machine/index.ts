export type { BaseTask, TaskState, Decider, Ctx, TaskHandler, HandlerTable, MachineDefinition } from './types.js';
export { taskMachine, runOn, plainFields, RunawayError, type TaskMachine } from './machine.js';
export { windowHandler, type WindowTask, type WindowAnswer, type WindowSpec } from './window.js';
export { effectListHandler, type BaseEffect, type EffectListTask, type EffectListHandler, type EffectListOptions, type EffectTable } from './effect-list.js';
export { remember } from './memo.js';
export { handlerBuilders, type HandlerBuilders, type DecisionSpec, type ChanceSpec, type Why } from './builders.js';
export { recordCheck } from './record-check.js';
export { lowest, runTop, topmost } from './stack.js';
