import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../lib/dateFormat.ts';
import { BookingConflict, BookingVerification } from '../../components/BookingVerification.tsx';
import { DateTimeStep } from '../../components/DateTimeStep.tsx';
import { type DateStepMemory, useFlowAvailability } from './useFlowAvailability.ts';
import type { FlowPlace } from './useFlowPlace.ts';
import { useFlowSave } from './useFlowSave.ts';
import type { FlowSteps } from './useFlowSteps.ts';
import type { FlowUrl } from './useFlowUrl.ts';
import { useVendorLive } from '../../../../lib/useVendorLive.ts';
import { WaitlistButton } from './WaitlistButton.tsx';

interface FlowDateStepProps {
  bookingId: number | null;
  ownEventIds?: number[];
  place: FlowPlace;
  flow: FlowSteps;
  comments: FlowUrl['comments'];
  memory: DateStepMemory;
}

/** Step 4: the day and time (a free slot, or a manual time when allowed), then the save. */
export function FlowDateStep({ bookingId, ownEventIds, place, flow, comments, memory }: FlowDateStepProps) {
  const { t, i18n } = useTranslation('frontDesk');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { state, update, goStep } = flow;
  const { timezone } = place;
  const availability = useFlowAvailability({
    vendorId: place.vendorId,
    enabled: !!place.vendor,
    locationId: flow.locationId,
    timezone,
    month: memory.month,
    state,
    ownEventIds,
  });
  const { dates, slots, chosenSlot } = availability;
  const { conflict, setConflict, busy, plannedEvents, save } = useFlowSave({
    bookingId,
    place,
    flow,
    comments,
    availability,
    memory,
  });
  // Spec §4: a new booking only in live mode (the page says why above).
  const live = useVendorLive();
  const notLive = !bookingId && live === false;
  // Staff record a booking: the customer accepts the vendor's conditions when booking online, not here.
  const canSave = !!plannedEvents() && !busy && !notLive;

  return (
    <Box component="section" aria-label={t('flow.steps.dateTime')}>
      <BookingConflict conflict={conflict} />
      <DateTimeStep
        timezone={timezone}
        language={language}
        today={availability.today}
        month={memory.month}
        onMonth={memory.setMonth}
        slotCounts={availability.slotCounts}
        dates={{
          loading: dates.loading,
          error: dates.error,
          loaded: !!dates.data,
          onRetry: () => void dates.refetch(),
        }}
        date={state.date}
        onDate={(date) => {
          setConflict(null);
          update({ date, time: null, manual: false });
        }}
        slots={{
          loading: slots.loading,
          error: slots.error,
          loaded: !!slots.data,
          onRetry: () => void slots.refetch(),
        }}
        times={availability.uniqueSlots.map((slot) => slot.time)}
        recommendedTimes={availability.recommendedTimes}
        slotTime={state.manual ? null : state.time}
        onSlot={(time) => {
          setConflict(null);
          update({ time, manual: false });
        }}
        mayBookOutside={place.mayBookOutside}
        employeeChosen={!!state.employeeId}
        initialManualTime={state.manual && state.time ? state.time : ''}
        onManualTime={(time) => {
          setConflict(null);
          update({ time, manual: true });
        }}
      />
      <BookingVerification
        when={
          state.date && state.time && (state.manual || chosenSlot)
            ? t('flow.summaryWhen', { date: formatLongDate(state.date, language, timezone), time: state.time })
            : null
        }
        notifyEmail={bookingId ? memory.notifyEmail : null}
        onNotifyEmail={memory.setNotifyEmail}
        failure={memory.failure}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="text" onClick={() => goStep(3)} data-testid="flow-back">
          {t('flow.back')}
        </Button>
        {!bookingId && state.customerId && flow.locationId && state.date && state.serviceIds.length ? (
          <WaitlistButton
            vendorId={place.vendorId}
            locationId={flow.locationId}
            serviceIds={state.serviceIds}
            customerId={state.customerId}
            employeeId={state.employeeId}
            date={state.date}
          />
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Button variant="primary" disabled={!canSave} onClick={() => void save()} data-testid="flow-save">
          {busy ? t('flow.saving') : bookingId ? t('flow.saveEdit') : t('flow.save')}
        </Button>
      </Box>
    </Box>
  );
}
