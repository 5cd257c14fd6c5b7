import { useCallback, useEffect, useState } from 'react';
import type { ServerEvent } from '../../agendaMapping.ts';
import type { NewSlot } from '../../components/AddEventDialog.tsx';
import type { SelectionMode } from '../../components/AgendaToolbar.tsx';
import type { DateExceptionValues } from '../../components/DateExceptionDialog.tsx';

export type ExceptionDraft = Omit<DateExceptionValues, 'locationId'> & { locationId: number | null };

/** Spec §2's selection (single, multiple, range) and the dialogs it opens. */
export function useAgendaSelection(eventsById: ReadonlyMap<number, ServerEvent>) {
  const [selectionMode, setSelectionMode] = useState<SelectionMode>('single');
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const [rangeSlot, setRangeSlot] = useState<NewSlot | null>(null);
  const [addSlot, setAddSlot] = useState<NewSlot | null>(null);
  const [cancelIds, setCancelIds] = useState<number[]>([]);
  const [exception, setException] = useState<ExceptionDraft | null>(null);

  // Whatever is no longer on screen leaves the selection.
  useEffect(() => {
    setSelection((current) => {
      const kept = [...current].filter((id) => eventsById.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [eventsById]);

  const clearSelection = useCallback(() => {
    setSelection(new Set());
    setRangeSlot(null);
  }, []);
  const changeMode = (mode: SelectionMode) => {
    setSelectionMode(mode);
    clearSelection();
  };

  return {
    selectionMode,
    changeMode,
    selection,
    setSelection,
    clearSelection,
    rangeSlot,
    setRangeSlot,
    addSlot,
    setAddSlot,
    cancelIds,
    setCancelIds,
    exception,
    setException,
  };
}

export type AgendaSelection = ReturnType<typeof useAgendaSelection>;
