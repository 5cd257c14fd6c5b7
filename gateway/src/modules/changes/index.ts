// The lifecycle of a change: use cases record what happened (recordChange); effects are declared
// once each (declareEffect); the dispatch runs them after the commit, whatever the door.
export { CHANGE_TYPES } from './change.types.ts';
export type { Actor, Change, ChangeData, ChangedEvent, ChangeType, Door } from './change.types.ts';
export { type ChangeEffect, declaredEffects, declareEffect, effectsOf } from './change.effects.ts';
export { type ChangeOrigin, noteChange, originOf, recordChange } from './change.record.ts';
export { dispatchChanges, dispatchPending, type PendingChange, sweepChanges } from './change.dispatch.ts';
