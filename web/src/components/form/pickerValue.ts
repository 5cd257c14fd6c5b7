import moment, { type Moment } from 'moment';
import { useState } from 'react';

/** How a field's string travels: 'YYYY-MM-DD' for a day, 'HH:mm' for a time. */
export type PickerKind = 'date' | 'time';

const WIRE = { date: 'YYYY-MM-DD', time: 'HH:mm' } as const;
// Times may also come with seconds (as the native time input took them), e.g. a range ending 23:59:59.
const ACCEPTED = { date: ['YYYY-MM-DD'], time: ['HH:mm', 'HH:mm:ss'] } as const;

/** The form's string as the picker's value; '' (or anything unparsable) is no value. */
export function toMoment(value: string | null | undefined, kind: PickerKind): Moment | null {
  if (!value) return null;
  const parsed = moment(value, [...ACCEPTED[kind]], true);
  return parsed.isValid() ? parsed : null;
}

/** The picker's value as the form's string: '' while empty or not a whole valid value. */
export function fromMoment(value: Moment | null, kind: PickerKind): string {
  return value?.isValid() ? value.format(WIRE[kind]) : '';
}

/**
 * The picker's value for a string prop. A half-typed value stays on screen while the form holds ''
 * (the form only ever sees whole values); a new string from outside replaces it.
 */
export function usePickerValue(
  value: string | null | undefined,
  kind: PickerKind,
  onChange: (value: string) => void,
): [Moment | null, (next: Moment | null) => void] {
  const outer = value ?? '';
  const [state, setState] = useState(() => ({ outer, picked: toMoment(outer, kind) }));
  let picked = state.picked;
  if (state.outer !== outer) {
    // The form changed the value (or echoes ours): follow it unless it is what the field shows.
    if (fromMoment(picked, kind) !== outer) picked = toMoment(outer, kind);
    setState({ outer, picked });
  }
  const change = (next: Moment | null) => {
    setState({ outer, picked: next });
    const text = fromMoment(next, kind);
    if (text !== outer) onChange(text);
  };
  return [picked, change];
}
