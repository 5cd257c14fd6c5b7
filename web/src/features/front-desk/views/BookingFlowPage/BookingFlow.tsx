import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { formatCurrency } from '../../../../domain/money.ts';
import { formatDuration } from '../../../../domain/duration.ts';
import { FlowStepper } from '../../components/FlowStepper.tsx';
import { PlaceStep } from '../../components/PlaceStep.tsx';
import { ResourcesStep } from '../../components/ResourcesStep.tsx';
import { reachableStep, toggleService } from '../../flowState.ts';
import { FlowCustomerStep } from './FlowCustomerStep.tsx';
import { FlowDateStep } from './FlowDateStep.tsx';
import { FlowNav } from './FlowNav.tsx';
import { useDateStepMemory } from './useFlowAvailability.ts';
import { useFlowPlace } from './useFlowPlace.ts';
import { useFlowSteps, usePlaceChange } from './useFlowSteps.ts';
import { type BookingFlowProps, useFlowUrl } from './useFlowUrl.ts';
import { useVendorLive } from '../../../../lib/useVendorLive.ts';
import { UsualDurations } from './UsualDurations.tsx';

/** The four steps of a staff booking (place and services, customer, resources, date and time). */
export function BookingFlow(props: BookingFlowProps) {
  const { bookingId } = props;
  const { t } = useTranslation('frontDesk');
  const url = useFlowUrl(props);
  const place = useFlowPlace(url.state, bookingId);
  const { setup, vendor, locationId, chosenServices } = place;
  const flow = useFlowSteps(url, locationId);
  const { state, update, goStep } = flow;
  const { removedCount, changePlace } = usePlaceChange(url, locationId, !!vendor?.workplacesEnabled);
  const memory = useDateStepMemory(state.date, place.timezone);
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
          <Typography variant="body2" color="textSecondary" sx={{ alignSelf: 'center' }}>
            {t('flow.total', { duration: formatDuration(totalDuration), price: formatCurrency(totalPrice) })}
          </Typography>
        </Box>
      ) : null}
      {state.step > 1 ? <UsualDurations services={chosenServices} usual={place.usualDurations} /> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {state.step === 1 ? (
          <PlaceStep
            locations={place.locations}
            locationId={locationId}
            onLocation={(next) => void changePlace(next)}
            removedCount={removedCount}
            services={place.services}
            servicesLoading={place.place.loading && !place.place.data}
            servicesLoaded={!!place.place.data}
            servicesError={place.place.data ? null : place.place.error}
            onRetry={() => void place.place.refetch()}
            selected={state.serviceIds}
            onToggle={(id) => update((current) => toggleService({ ...current, locationId }, id))}
            nav={
              <FlowNav
                step={state.step}
                goStep={goStep}
                canContinue={locationId !== null && state.serviceIds.length > 0}
                hint={t('flow.chooseServices')}
              />
            }
          />
        ) : null}

        {state.step === 2 ? (
          <ResourcesStep
            state={state}
            chosenServices={chosenServices}
            employees={place.employees}
            workplaces={vendor?.workplacesEnabled ? (place.place.data?.workplacesAll ?? []) : null}
            machines={vendor?.machinesEnabled ? place.machines : null}
            onChange={(patch) => update({ ...patch, time: null, manual: false })}
            nav={<FlowNav step={state.step} goStep={goStep} canContinue />}
          />
        ) : null}

        {state.step === 3 ? (
          <FlowCustomerStep flow={flow} comments={url.comments} setComments={url.setComments} />
        ) : null}

        {state.step === 4 ? (
          <FlowDateStep
            bookingId={bookingId}
            ownEventIds={props.ownEventIds}
            place={place}
            flow={flow}
            comments={url.comments}
            memory={memory}
          />
        ) : null}
      </Paper>
    </StaffPage>
  );
}
