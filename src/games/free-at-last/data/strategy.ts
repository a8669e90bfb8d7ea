import { bamnEvents, leaderEvents, litigationEvents, responseEvents, xTrackEvents } from './strategy-action-events.js';
import { fundraisers } from './strategy-fundraisers.js';
import { genericCards } from './strategy-generic.js';
import {
  challengePhaseEvents, endOfTurnEvents, legislationPhaseEvents, projectSelectionEvents, turnRestrictedActionEvents,
} from './strategy-phase-events.js';

/** 9.3 The Strategy deck. */
export const strategy = [
  ...projectSelectionEvents,
  ...challengePhaseEvents,
  ...legislationPhaseEvents,
  ...endOfTurnEvents,
  ...turnRestrictedActionEvents,
  ...fundraisers,
  ...bamnEvents,
  ...leaderEvents,
  ...litigationEvents,
  ...xTrackEvents,
  ...responseEvents,
  ...genericCards,
];
