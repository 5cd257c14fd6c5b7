import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushAlert } from '../../../../lib/alerts.ts';
import { useBackdropWhile } from '../../../../lib/backdrop.ts';
import { zonedInstant } from '../../../../lib/zonedTime.ts';
import { type ChosenResources, manualEvents, slotEvents } from '../../flowState.ts';
import {
  STAFF_CREATE_BOOKING_MUTATION,
  STAFF_UPDATE_BOOKING_MUTATION,
  STAFF_VERIFY_BOOKING_QUERY,
} from '../../operations.ts';
import { bookingConfirmationUrl } from '../../urls.ts';
import type { DateStepMemory, FlowAvailability } from './useFlowAvailability.ts';
import type { FlowPlace } from './useFlowPlace.ts';
import type { FlowSteps } from './useFlowSteps.ts';
import type { FlowUrl } from './useFlowUrl.ts';

export interface FlowConflict {
  message: string;
  details: string[];
}

/** The events the choice gives: the chosen slot's, or the manual time's (spec §2, outside the timetables). */
export function plannedEventsOf(place: FlowPlace, { state }: FlowSteps, { chosenSlot }: FlowAvailability) {
  const chosenMachine = place.machines.find((m) => m.id === state.machineId);
  const chosenResources: ChosenResources = (serviceId) => {
    const service = place.services.find((s) => s.id === serviceId);
    const workplaceFits = !!service?.workplaces.some((w) => w.workplaceId === state.workplaceId);
    const machineFits = !!chosenMachine && !!service?.machineModelIds.includes(chosenMachine.machineModelId);
    return { workplaceId: workplaceFits ? state.workplaceId : null, machineId: machineFits ? state.machineId : null };
  };
  if (state.manual && state.time && state.date && state.employeeId) {
    const [h, m] = state.time.split(':').map(Number);
    return manualEvents(
      zonedInstant(state.date, h!, m!, place.timezone),
      place.chosenServices,
      state.employeeId,
      chosenResources,
    );
  }
  return chosenSlot ? slotEvents(chosenSlot, chosenResources) : null;
}

interface SaveInput {
  bookingId: number | null;
  place: FlowPlace;
  flow: FlowSteps;
  comments: FlowUrl['comments'];
  availability: FlowAvailability;
  memory: DateStepMemory;
}

/** Step 4's save: verified with the server, then created or moved; a lost race goes back to the times. */
export function useFlowSave({ bookingId, place, flow, comments, availability, memory }: SaveInput) {
  const { t } = useTranslation('frontDesk');
  const client = useApolloClient();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<FlowConflict | null>(null);
  const [busy, setBusy] = useState(false);
  useBackdropWhile(busy);
  const [createBooking] = useMutation(STAFF_CREATE_BOOKING_MUTATION);
  const [updateBooking] = useMutation(STAFF_UPDATE_BOOKING_MUTATION);
  const { vendorId, vendor } = place;
  const { state, locationId, update } = flow;
  const { setFailure } = memory;
  const plannedEvents = () => plannedEventsOf(place, flow, availability);

  const slotTaken = (count: number, details: string[] = []) => {
    // Back to the slot choice of the same day, with fresh availability.
    setConflict({ message: t('flow.conflict', { count }), details });
    update({ time: null, manual: false });
    void availability.slots.refetch();
    void availability.dates.refetch();
  };

  const save = async () => {
    const events = plannedEvents();
    if (!events || locationId === null || !vendor) return;
    setFailure(null);
    setConflict(null);
    setBusy(true);
    try {
      // Spec §5: verified with the server before saving; saving checks again in its transaction.
      const verification = await client.query({
        query: STAFF_VERIFY_BOOKING_QUERY,
        variables: {
          input: { vendorId, locationId, customerId: state.customerId, bookingId, events },
        },
        fetchPolicy: 'network-only',
      });
      const verdict = verification.data?.verifyBooking;
      if (verdict && !verdict.available) {
        slotTaken(
          events.length,
          verdict.conflicts.flatMap((c) => c.messages),
        );
        return;
      }
      const comment = comments.comment.trim();
      const privateComment = comments.privateComment.trim();
      const result = bookingId
        ? (
            await updateBooking({
              variables: { id: bookingId, input: { events, comment, privateComment, email: memory.notifyEmail } },
            })
          ).data?.updateBooking
        : (
            await createBooking({
              variables: {
                input: {
                  vendorId,
                  locationId,
                  customerId: state.customerId,
                  events,
                  comment,
                  privateComment,
                },
              },
            })
          ).data?.createBooking;
      if (result?.__typename === 'Booking') {
        await client.refetchQueries({ include: ['AgendaEvents'] }).catch(() => undefined);
        void navigate(bookingConfirmationUrl(result.id));
        return;
      }
      if (result?.__typename === 'ConflictError') {
        slotTaken(events.length);
        return;
      }
      const message = result?.message || t('flow.failed');
      setFailure(message);
      pushAlert({ key: 'booking', type: 'danger', message });
    } catch (error) {
      const message = (error as Error).message || t('flow.failed');
      setFailure(message);
      pushAlert({ key: 'booking', type: 'danger', message });
    } finally {
      setBusy(false);
    }
  };

  return { conflict, setConflict, busy, plannedEvents, save };
}
