import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { pushAlert } from '../../../lib/alerts.ts';
import { formatTimeRange } from '../../../lib/dateFormat.ts';
import type { MoveQuestion } from '../components/MoveNotifyDialog.tsx';
import { useTranslation } from 'react-i18next';
import type { CalendarHandlers } from '../components/AgendaGrid.tsx';
import { type ServerEvent, entityOfResource, fromWall, shiftWall, toWall } from '../agendaMapping.ts';
import { movedBookingEvents } from '../agendaBlocks.ts';
import { overlaps } from '../planning.ts';
import {
  AGENDA_BOOKING_QUERY,
  AGENDA_MOVE_BOOKING_MUTATION,
  AGENDA_UPDATE_EVENT_MUTATION,
  AGENDA_VERIFY_MOVE_QUERY,
} from '../operations.ts';
import type { AgendaViewType } from '../urls.ts';

export interface MoveNotice {
  message: string;
  details: string[];
}

interface MoveContext {
  vendorId: number;
  timezone: string;
  viewType: AgendaViewType;
  /** Moves to a start before this instant (ms) are refused: the vendor's calendar lock. */
  lockedBefore: number;
  lockMinutes: number;
  eventsById: ReadonlyMap<number, ServerEvent>;
  /** Called after a saved change (reloads the range in case the live socket is down). */
  onSaved: () => void;
}

type DropInfo = Parameters<NonNullable<CalendarHandlers['eventDrop']>>[0];
type ResizeInfo = Parameters<NonNullable<CalendarHandlers['eventResize']>>[0];

const seconds = (d: { days: number; seconds: number }) => d.days * 86_400 + d.seconds;

/** The reason once: the server's message is also the first conflict's, and two events may share one. */
export function refusalLines(message: string, details: readonly string[]): MoveNotice {
  const seen = new Set([message]);
  const lines: string[] = [];
  for (const d of details) {
    if (seen.has(d)) continue;
    seen.add(d);
    lines.push(d);
  }
  return { message, details: lines };
}

/**
 * A refused verification in words: what is in the way (the employee's other appointment, a break or
 * time outside the timetable, the workplace, the machine), as the server names each conflict's
 * reasons. The server's summary ("just booked by someone else" when only resources are taken) is
 * for a slot taken meanwhile; staff moving a block are told the reason itself. Without reasons, the
 * summary.
 */
export function verifyRefusal(check: {
  message: string;
  conflicts: readonly { messages: readonly string[] }[];
}): MoveNotice {
  const reasons = check.conflicts.flatMap((c) => c.messages);
  return refusalLines(reasons[0] ?? check.message, reasons);
}

interface Conflict {
  index: number;
  reasons: readonly string[];
  employeeId: number;
  workplaceId?: number | null;
  machineId?: number | null;
}

/**
 * The appointments in the way of a refused move, named ("Anna Muster 10:00 – 11:00"): the calendar's
 * other events over each refused service's new times, on the employee, workplace or machine that the
 * server found busy. `moved[i]` is the new time of the request's event i; the booking's own events
 * are not in its way.
 */
export function blockersOf(
  conflicts: readonly Conflict[],
  moved: readonly { start: string; end: string }[],
  events: Iterable<ServerEvent>,
  bookingId: number,
  timezone: string,
  privateTitle: string,
): string[] {
  const all = [...events];
  const names: string[] = [];
  for (const c of conflicts) {
    const at = moved[c.index];
    if (!at) continue;
    const range = { from: at.start, to: at.end };
    const busy = (e: ServerEvent) =>
      (c.reasons.includes('EMPLOYEE_BUSY') && e.employeeId === c.employeeId) ||
      (c.reasons.includes('WORKPLACE_BUSY') && c.workplaceId != null && e.workplaceId === c.workplaceId) ||
      (c.reasons.includes('MACHINE_BUSY') && c.machineId != null && e.machineId === c.machineId);
    for (const e of all) {
      if (e.bookingId === bookingId || !busy(e) || !overlaps(e, range)) continue;
      const who = e.kind === 'PRIVATE' ? e.summary || privateTitle : e.customerName || e.title || e.summary;
      const name = `${who} ${formatTimeRange(e.start, e.end, timezone)}`;
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** A wall-clock string (YYYY-MM-DDTHH:mm:ss) as the Swiss date and time. */
const swiss = (wall: string) => `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;

/**
 * Drag and drop: the library moves the block at once; the server verifies the new place
 * (verifyBooking, then updateBooking; updateEvent for private events and resizes) and a refusal
 * puts the block back with the reason in words.
 */
export function useAgendaMoves(ctx: MoveContext) {
  const { t } = useTranslation('agenda');
  const client = useApolloClient();
  const [notice, setNotice] = useState<MoveNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<MoveQuestion | null>(null);
  const answer = useRef<((notify: boolean | null) => void) | null>(null);

  const refuse = useCallback((revert: () => void, message: string, details: readonly string[] = []) => {
    revert();
    setNotice(refusalLines(message, details));
  }, []);
  const refuseWith = useCallback((revert: () => void, refusal: MoveNotice) => {
    revert();
    setNotice(refusal);
  }, []);

  /** Asks whether to e-mail the customer; resolves to null when staff keep the booking in place. */
  const ask = useCallback(
    (q: MoveQuestion) =>
      new Promise<boolean | null>((resolve) => {
        answer.current = resolve;
        setQuestion(q);
      }),
    [],
  );
  const onAnswer = useCallback((notify: boolean | null) => {
    setQuestion(null);
    answer.current?.(notify);
    answer.current = null;
  }, []);

  const saveEvent = useCallback(
    async (id: number, input: Record<string, unknown>, revert: () => void) => {
      const { data, error } = await client.mutate({
        mutation: AGENDA_UPDATE_EVENT_MUTATION,
        variables: { id, input: input as never },
      });
      const result = data?.updateEvent;
      if (error || !result) return refuse(revert, t('moveFailed'));
      if (result.__typename !== 'Event') return refuse(revert, 'message' in result ? result.message : t('moveFailed'));
      setNotice(null);
      ctx.onSaved();
    },
    [client, ctx, refuse, t],
  );

  const onDrop = useCallback(
    async (info: DropInfo) => {
      // The next move: the last refusal has had its say.
      setNotice(null);
      const id = Number(info.event.id);
      const event = ctx.eventsById.get(id);
      if (!event) return info.revert();
      const delta = seconds(info.delta);
      const start = fromWall(shiftWall(toWall(event.start, ctx.timezone), delta), ctx.timezone);
      const end = fromWall(shiftWall(toWall(event.end, ctx.timezone), delta), ctx.timezone);
      const target = info.newResource ? entityOfResource(String(info.newResource.id)) : undefined;
      if (Date.parse(start) < ctx.lockedBefore || Date.parse(event.start) < ctx.lockedBefore) {
        return refuse(info.revert, t('locked', { count: ctx.lockMinutes }));
      }
      if (target === null && ctx.viewType === 'employee') return refuse(info.revert, t('needsEmployee'));
      setBusy(true);
      try {
        if (!event.bookingId) {
          const column =
            target === undefined
              ? {}
              : ctx.viewType === 'employee'
                ? { employeeId: target }
                : ctx.viewType === 'workplace'
                  ? { workplaceId: target }
                  : { machineId: target };
          return await saveEvent(id, { start, end, ...column }, info.revert);
        }
        const { data: bookingData } = await client.query({
          query: AGENDA_BOOKING_QUERY,
          variables: { id: event.bookingId },
          fetchPolicy: 'network-only',
        });
        const booking = bookingData?.booking;
        if (!booking) return refuse(info.revert, t('moveFailed'));
        // The block dragged may be several services of the booking (one block per column): all go to the new column.
        const parts = (info.event.extendedProps as { parts?: number[] } | undefined)?.parts;
        const events = movedBookingEvents(booking.events, id, start, ctx.viewType, target, parts ?? [id]);
        const { data: verified } = await client.query({
          query: AGENDA_VERIFY_MOVE_QUERY,
          variables: {
            input: { vendorId: ctx.vendorId, locationId: booking.locationId, bookingId: booking.id, events },
          },
          fetchPolicy: 'network-only',
        });
        const check = verified?.verifyBooking;
        if (!check) return refuse(info.revert, t('moveFailed'));
        if (!check.available) {
          // What is in the way, by name when the calendar shows it: the other appointment and its time.
          const moved = events.map((e) => {
            const rows = booking.events.filter((r) => r.serviceId === e.serviceId);
            const span =
              Math.max(...rows.map((r) => Date.parse(r.end))) - Math.min(...rows.map((r) => Date.parse(r.start)));
            return { start: e.start, end: new Date(Date.parse(e.start) + span).toISOString() };
          });
          const blockers = blockersOf(
            check.conflicts,
            moved,
            ctx.eventsById.values(),
            booking.id,
            ctx.timezone,
            t('privateEvent'),
          );
          const refusal = verifyRefusal(check);
          return refuseWith(
            info.revert,
            blockers.length
              ? { ...refusal, details: [...refusal.details, t('inTheWay', { names: blockers.join(', ') })] }
              : refusal,
          );
        }
        // Spec §2: after a move, staff are asked whether to notify the customer.
        let notify = false;
        if (booking.customerId != null) {
          setBusy(false);
          const choice = await ask({
            when: swiss(toWall(start, ctx.timezone)),
            customerName: event.customerName ?? null,
          });
          if (choice === null) {
            info.revert();
            return;
          }
          notify = choice;
          setBusy(true);
        }
        const { data: moved, error } = await client.mutate({
          mutation: AGENDA_MOVE_BOOKING_MUTATION,
          variables: { id: booking.id, input: { events, email: notify } },
        });
        const result = moved?.updateBooking;
        if (error || !result) return refuse(info.revert, t('moveFailed'));
        if (result.__typename !== 'Booking') {
          return refuse(info.revert, 'message' in result ? result.message : t('moveFailed'));
        }
        setNotice(null);
        if (booking.customerId != null) {
          pushAlert({ type: 'success', message: t(notify ? 'notify.doneNotified' : 'notify.done') });
        }
        ctx.onSaved();
      } catch {
        refuse(info.revert, t('moveFailed'));
      } finally {
        setBusy(false);
      }
    },
    [client, ctx, refuse, refuseWith, saveEvent, t, ask],
  );

  const onResize = useCallback(
    async (info: ResizeInfo) => {
      setNotice(null);
      const id = Number(info.event.id);
      const event = ctx.eventsById.get(id);
      if (!event) return info.revert();
      if (Date.parse(event.start) < ctx.lockedBefore) {
        return refuse(info.revert, t('locked', { count: ctx.lockMinutes }));
      }
      const end = fromWall(shiftWall(toWall(event.end, ctx.timezone), seconds(info.endDelta)), ctx.timezone);
      setBusy(true);
      try {
        await saveEvent(id, { start: event.start, end }, info.revert);
      } catch {
        refuse(info.revert, t('moveFailed'));
      } finally {
        setBusy(false);
      }
    },
    [ctx, refuse, saveEvent, t],
  );

  const clearNotice = useCallback(() => setNotice(null), []);
  return { onDrop, onResize, notice, clearNotice, busy, question, onAnswer };
}
