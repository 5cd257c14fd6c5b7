import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { formatCurrency, formatDuration, formatLongDate } from '../../../../lib/format.ts';
import { BookingConflict, BookingVerification } from '../../components/BookingVerification.tsx';
import { DateTimeStep } from '../../components/DateTimeStep.tsx';
import { FlowStepper } from '../../components/FlowStepper.tsx';
import { PlaceStep } from '../../components/PlaceStep.tsx';
import { ResourcesStep } from '../../components/ResourcesStep.tsx';
import { nextStep, previousStep, reachableStep, toggleService } from '../../flowState.ts';
import { CustomerStep } from '../CustomerStep.tsx';
import { type BookingFlowProps, useBookingFlow } from './useBookingFlow.ts';
import { CommentField } from './CommentField.tsx';
import { useVendorLive } from '../../../shell/useVendorLive.ts';

/** The four steps of a staff booking (place and services, customer, resources, date and time). */
export function BookingFlow(props: BookingFlowProps) {
  const { bookingId } = props;
  const {
    t,
    language,
    state,
    setup,
    vendor,
    timezone,
    locations,
    employees,
    locationId,
    place,
    services,
    chosenServices,
    usualDurations,
    conflict,
    setConflict,
    removedCount,
    comments,
    setComments,
    update,
    goStep,
    mayBookOutside,
    today,
    month,
    setMonth,
    dates,
    slotCounts,
    slots,
    uniqueSlots,
    chosenSlot,
    notifyEmail,
    setNotifyEmail,
    busy,
    failure,
    machines,
    plannedEvents,
    save,
    changePlace,
  } = useBookingFlow(props);
  // Spec §4: a new booking only in live mode (reached by its address, the flow says why it cannot save).
  const live = useVendorLive();
  const notLive = !bookingId && live === false;
  const title = bookingId ? t('flow.editTitle') : t('flow.addTitle');
  if (setup.loading && !setup.data) return <PageLoader />;
  if (setup.error && !setup.data) {
    return (
      <StaffPage>
        <PageHeader title={title} />
        <ErrorState error={setup.error} onRetry={() => void setup.refetch()} />
      </StaffPage>
    );
  }

  const reachable = reachableStep({ ...state, locationId });
  const totalDuration = chosenServices.reduce((sum, s) => sum + s.duration, 0);
  const totalPrice = chosenServices.reduce((sum, s) => sum + (s.price ?? 0), 0);
  // Staff record a booking: the customer accepts the vendor's conditions when booking online, not here.
  const canSave = !!plannedEvents() && !busy && !notLive;

  const nav = (canContinue: boolean, hint?: string) => (
    <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      {state.step > 1 ? (
        <Button variant="text" onClick={() => goStep(previousStep(state.step))} data-testid="flow-back">
          {t('flow.back')}
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {!canContinue && hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      {state.step < 4 ? (
        <Button
          variant="primary"
          disabled={!canContinue}
          onClick={() => goStep(nextStep(state.step))}
          data-testid="flow-continue"
        >
          {t('flow.continue')}
        </Button>
      ) : null}
    </Box>
  );

  return (
    <StaffPage>
      <PageHeader title={title} />
      {notLive ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="flow-not-live">
          {t('flow.notLive')}
        </Alert>
      ) : null}
      <FlowStepper step={state.step} reachable={reachable} onGo={goStep} />
      {chosenServices.length > 0 && state.step > 1 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="flow-summary-services">
          {chosenServices.map((s) => (
            <Chip key={s.id} label={`${s.name} · ${formatDuration(s.duration)}`} />
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {t('flow.total', { duration: formatDuration(totalDuration), price: formatCurrency(totalPrice) })}
          </Typography>
        </Box>
      ) : null}
      {usualDurations.length > 0 && state.step > 1 ? (
        <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="flow-usual-durations">
          {chosenServices.map((s) => {
            const known = usualDurations.find((d) => d.serviceId === s.id);
            if (!known) return null;
            return (
              <Typography key={s.id} variant="body2" data-testid={`flow-usual-duration-${s.id}`}>
                {t('flow.usualDuration', {
                  service: s.name,
                  usual: formatDuration(known.calculatedDuration),
                  standard: formatDuration(known.standardDuration),
                })}
                {' · '}
                {t('flow.usualDurationHint', { count: known.pastCount })}
              </Typography>
            );
          })}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {state.step === 1 ? (
          <PlaceStep
            locations={locations}
            locationId={locationId}
            onLocation={(next) => void changePlace(next)}
            removedCount={removedCount}
            services={services}
            servicesLoading={place.loading && !place.data}
            servicesLoaded={!!place.data}
            servicesError={place.data ? null : place.error}
            onRetry={() => void place.refetch()}
            selected={state.serviceIds}
            onToggle={(id) => update(toggleService({ ...state, locationId }, id))}
            nav={nav(locationId !== null && state.serviceIds.length > 0, t('flow.chooseServices'))}
          />
        ) : null}

        {state.step === 2 ? (
          <ResourcesStep
            state={state}
            chosenServices={chosenServices}
            employees={employees}
            workplaces={vendor?.workplacesEnabled ? (place.data?.workplacesAll ?? []) : null}
            machines={vendor?.machinesEnabled ? machines : null}
            onChange={(patch) => update({ ...patch, time: null, manual: false })}
            nav={nav(true)}
          />
        ) : null}

        {state.step === 3 ? (
          <Box component="section" aria-label={t('flow.steps.customer')}>
            <CustomerStep customerId={state.customerId} onChoose={(customerId) => update({ customerId })} />
            <Stack spacing={2} sx={{ mt: 3 }}>
              <CommentField
                label={t('flow.comment')}
                value={comments.comment}
                onChange={(comment) => setComments({ ...comments, comment })}
                onLeave={() => update({})}
                testId="flow-comment"
              />
              <CommentField
                label={t('flow.privateComment')}
                value={comments.privateComment}
                onChange={(privateComment) => setComments({ ...comments, privateComment })}
                onLeave={() => update({})}
                testId="flow-private-comment"
              />
            </Stack>
            {nav(state.customerId !== null, t('flow.chooseCustomer'))}
          </Box>
        ) : null}

        {state.step === 4 ? (
          <Box component="section" aria-label={t('flow.steps.dateTime')}>
            <BookingConflict conflict={conflict} />
            <DateTimeStep
              timezone={timezone}
              language={language}
              today={today}
              month={month}
              onMonth={setMonth}
              slotCounts={slotCounts}
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
              times={uniqueSlots.map((slot) => slot.time)}
              slotTime={state.manual ? null : state.time}
              onSlot={(time) => {
                setConflict(null);
                update({ time, manual: false });
              }}
              mayBookOutside={mayBookOutside}
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
              notifyEmail={bookingId ? notifyEmail : null}
              onNotifyEmail={setNotifyEmail}
              failure={failure}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="text" onClick={() => goStep(3)} data-testid="flow-back">
                {t('flow.back')}
              </Button>
              <Box sx={{ flex: 1 }} />
              <Button variant="primary" disabled={!canSave} onClick={() => void save()} data-testid="flow-save">
                {busy ? t('flow.saving') : bookingId ? t('flow.saveEdit') : t('flow.save')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </Paper>
    </StaffPage>
  );
}
