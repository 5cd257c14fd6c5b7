import { useMemo, useState } from 'react';
import { useSearchParams } from '../../../../lib/useSearchParams.ts';
import { type FlowState, clampStep, flowQuery, parseFlow } from '../../flowState.ts';

export interface BookingFlowProps {
  bookingId: number | null;
  /** Editing: the booking's own events do not take its slots away. */
  ownEventIds?: number[];
  /** Editing: the booking's private comment (never read from or written to the URL). */
  initialPrivateComment?: string;
}

/**
 * The flow's state in the URL (?step=…&services=…), and the comments: kept while typing, they travel
 * with every step change; the public one also goes to the URL when its field is left, the private one
 * stays in the page.
 */
export function useFlowUrl({ bookingId, initialPrivateComment = '' }: BookingFlowProps) {
  const [params, setParams] = useSearchParams();
  const extra = useMemo(() => (bookingId ? { id: String(bookingId) } : undefined), [bookingId]);
  const raw = useMemo(() => parseFlow(params), [params]);
  const state = useMemo(() => clampStep(raw), [raw]);
  const [comments, setComments] = useState({ comment: state.comment, privateComment: initialPrivateComment });
  /** To a state, or to one made from the state in the address now (two quick clicks both count). */
  const go = (next: FlowState | ((current: FlowState) => FlowState), replace = false) => {
    setParams(
      (current) => {
        const to = typeof next === 'function' ? next(clampStep(parseFlow(current))) : next;
        return new URLSearchParams(flowQuery({ ...to, comment: comments.comment }, extra));
      },
      { replace },
    );
  };
  return { state, comments, setComments, go };
}

export type FlowUrl = ReturnType<typeof useFlowUrl>;
