// The §5 actual-duration rule shared by the checkout and the booking close (@salon/shared).
import { actualDurations, isActualDuration, knownDurations, parseActualDuration } from '@salon/shared';
import { describe, expect, it } from 'vitest';

const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00Z`);

describe('actual durations', () => {
  it('accepts whole minutes from 5 to 720 only', () => {
    expect([4, 5, 720, 721, 30.5].map(isActualDuration)).toEqual([false, true, true, false, false]);
    expect(['45', ' 5 ', '720', '4', '721', '1000', '4.5', '', undefined].map(parseActualDuration)).toEqual([
      45,
      5,
      720,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('takes the recorded duration, else the span of the blocks, typed minutes first', () => {
    const blocks = [
      { serviceId: 2, start: at('09:00'), end: at('09:30'), effectiveDuration: null },
      { serviceId: null, start: at('09:30'), end: at('09:40'), effectiveDuration: null },
      { serviceId: 1, start: at('09:40'), end: at('10:00'), effectiveDuration: null },
      { serviceId: 2, start: at('10:00'), end: at('10:15'), effectiveDuration: 50 },
      { serviceId: 1, start: at('10:15'), end: at('10:20') },
    ];
    expect([...knownDurations(blocks)]).toEqual([
      [2, 50],
      [1, 40],
    ]);
    expect([
      ...actualDurations(blocks, [
        { serviceId: 1, minutes: 25 },
        { serviceId: 9, minutes: 30 },
      ]),
    ]).toEqual([
      [2, 50],
      [1, 25],
    ]);
  });
});
