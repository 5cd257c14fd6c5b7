import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { bookingAddUrl } from '../../../front-desk/urls.ts';
import { useVendorLive } from '../../../../lib/useVendorLive.ts';
import type { NewSlot } from '../../components/AddEventDialog.tsx';
import {
  LazyAddEventDialog,
  LazyCancelDialog,
  LazyDateExceptionDialog,
  LazyEventDetailsPanel,
  LazyMoveNotifyDialog,
} from '../../components/lazyOverlays.tsx';
import type { useAgendaMoves } from '../../hooks/useAgendaMoves.ts';
import type { AgendaActions } from './useAgendaActions.ts';
import type { AgendaSelection } from './useAgendaSelection.ts';
import type { AgendaSetup } from './useAgendaSetup.ts';
import type { AgendaUrlState } from './useAgendaUrlState.ts';
import type { AgendaData } from './useAgendaData.ts';

interface AgendaDialogsProps {
  setup: AgendaSetup;
  url: AgendaUrlState;
  data: AgendaData;
  selection: AgendaSelection;
  actions: AgendaActions;
  moves: ReturnType<typeof useAgendaMoves>;
}

/** The event's details and the dialogs the calendar opens (add, move, cancel, day exception). */
export function AgendaDialogs({ setup, url, data, selection, actions, moves }: AgendaDialogsProps) {
  const navigate = useNavigate();
  const live = useVendorLive();
  const { employees, workplaces, machines, locations, timezone, claims } = setup;
  const { detailId, openDetails } = url;
  const { addSlot, setAddSlot, cancelIds, setCancelIds, exception, setException, clearSelection } = selection;

  // The panel closed (its close button, Escape, the browser's Back): the block it showed is no longer
  // selected, so the selection bar and the block's outline go with it.
  const shownDetail = useRef(detailId);
  useEffect(() => {
    if (shownDetail.current !== null && detailId === null) clearSelection();
    shownDetail.current = detailId;
  }, [detailId, clearSelection]);

  const names = useMemo(
    () => ({
      employees: new Map(employees.map((e) => [e.id, e.name])),
      workplaces: new Map(workplaces.map((w) => [w.id, w.name])),
      machines: new Map(machines.map((m) => [m.id, m.name])),
    }),
    [employees, workplaces, machines],
  );
  const locationOf = (slot: NewSlot): number | undefined =>
    (slot.workplaceId ? workplaces.find((w) => w.id === slot.workplaceId)?.locationId : undefined) ??
    (slot.machineId ? machines.find((m) => m.id === slot.machineId)?.locationId : undefined);

  return (
    <>
      <LazyEventDetailsPanel
        open={!!detailId}
        event={detailId ? (data.eventsById.get(detailId) ?? null) : null}
        timezone={timezone}
        names={names}
        onClose={() => openDetails(null)}
        onCancel={(e) => setCancelIds([e.id])}
        onDeletePrivate={(e) => setCancelIds([e.id])}
      />
      <LazyAddEventDialog
        open={!!addSlot}
        slot={addSlot}
        employees={employees}
        selfEmployeeId={claims?.employeeId ?? null}
        onClose={() => setAddSlot(null)}
        live={live !== false}
        onAppointment={(slot) =>
          navigate(
            bookingAddUrl({
              date: slot.date,
              time: slot.start,
              employeeId: slot.employeeId ?? undefined,
              workplaceId: slot.workplaceId ?? undefined,
              machineId: slot.machineId ?? undefined,
              locationId: locationOf(slot),
            }),
          )
        }
        onPrivate={actions.createPrivate}
      />
      <LazyMoveNotifyDialog open={!!moves.question} question={moves.question} onAnswer={moves.onAnswer} />
      <LazyCancelDialog
        open={cancelIds.length > 0}
        count={actions.cancelBookings.length}
        privateCount={actions.cancelPrivates.length}
        onClose={() => setCancelIds([])}
        onConfirm={actions.confirmCancel}
      />
      <LazyDateExceptionDialog
        open={!!exception}
        initial={exception}
        employees={employees}
        locations={locations}
        onClose={() => setException(null)}
        onSave={actions.saveException}
      />
    </>
  );
}
