import '../../locales/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { pushAlert } from '../../../../lib/alerts.ts';
import { isAdmin } from '../../../../lib/auth.ts';
import { formatDate, formatLongDate } from '../../../../lib/dateFormat.ts';
import { cashClosingUrl } from '../../../reports/urls.ts';
import { addDaysTo, offsetOf } from '../../agendaMapping.ts';
import { AgendaGrid } from '../../components/AgendaGrid.tsx';
import { AgendaToolbar } from '../../components/AgendaToolbar.tsx';
import { MoveRefusalToast } from '../../components/MoveRefusalToast.tsx';
import { useAgendaMoves } from '../../hooks/useAgendaMoves.ts';
import { AgendaDialogs } from './AgendaDialogs.tsx';
import { AgendaSelectionBar } from './AgendaSelectionBar.tsx';
import { pad } from './agendaFormats.ts';
import { useAgendaActions } from './useAgendaActions.ts';
import { useAgendaData } from './useAgendaData.ts';
import { useAgendaSelection } from './useAgendaSelection.ts';
import { useAgendaSetup } from './useAgendaSetup.ts';
import { useAgendaUrlState, VIEW_TYPES } from './useAgendaUrlState.ts';
import { agendaHandlers, useSlotFrom } from './useAgendaHandlers.ts';
import { useAgendaOptions } from './useAgendaOptions.ts';

/** Spec §2 Calendar: staff's day and week, per employee, workplace or machine, live. */
export function AgendaPage() {
  const { t, i18n } = useTranslation('agenda');
  const language = i18n.resolvedLanguage ?? 'fr';
  const setup = useAgendaSetup();
  const url = useAgendaUrlState(setup);
  const data = useAgendaData(setup, url);
  const selection = useAgendaSelection(data.eventsById);
  const view = useAgendaOptions(setup, url, data, selection.selection);
  const actions = useAgendaActions(setup, url, data, selection);
  const slotFrom = useSlotFrom(url);
  const { vendorId, vendor, timezone, today, claims } = setup;
  const { date, displayType, settings, persist, goTo } = url;
  const { eventsQuery, events } = data;

  const moves = useAgendaMoves({
    vendorId,
    timezone,
    viewType: url.viewType,
    lockedBefore: view.lockedBefore,
    lockMinutes: view.lockMinutes,
    eventsById: data.eventsById,
    onSaved: () => void data.refetch(),
  });
  const handlers = agendaHandlers({
    timezone,
    url,
    selection,
    eventsById: data.eventsById,
    events,
    libraryEvents: view.libraryEvents,
    slotFrom,
    moves,
  });

  const step = displayType === 'dayGrid' ? 1 : 7;
  const title =
    displayType === 'dayGrid'
      ? formatLongDate(date, language, timezone)
      : `${formatDate(data.first, timezone)} – ${formatDate(data.last, timezone)}`;
  const viewTypes = VIEW_TYPES.filter(
    (v) => v === 'employee' || (v === 'workplace' ? setup.workplaces.length > 0 : setup.machines.length > 0),
  );

  // The calendar is drawn once, with the blocks and the working-time background together: the
  // library lays out every block again when anything is added (its rows and time limits are derived
  // from the whole list), which for a team week costs more than waiting for the background, asked
  // for alongside the events (prefetch.ts). A day's hundred-odd blocks are cheaper to lay out again
  // than to hold back: they are drawn at once and the background joins when it comes. A failed
  // background does not hold the blocks.
  const { background } = data;
  const backgroundPending = view.teamWeek && !data.backgroundSkipped && !background.data && !background.error;
  const ready = !!vendor && !!eventsQuery.events && !backgroundPending;
  const error = setup.setup.error ?? eventsQuery.error;
  const startOfDay = view.startOfDay;

  return (
    <StaffPage wide>
      <PageHeader title={t('title')} />
      <AgendaToolbar
        title={title}
        viewType={url.viewType}
        viewTypes={viewTypes}
        viewMode={url.viewMode}
        personalAvailable={url.personalAvailable}
        displayType={displayType}
        previousDisplayType={settings.previousDisplayType}
        selectionMode={selection.selectionMode}
        employees={setup.employees}
        selectedEmployeeId={url.personalEmployeeId}
        locations={setup.locations}
        locationId={url.locationId}
        onLocation={url.setLocation}
        isToday={date === today}
        cashClosingTo={cashClosingUrl({ date: date > today ? today : date })}
        canCloseCash={isAdmin(claims)}
        onCashClosingRefused={() =>
          pushAlert({ key: 'guard', type: 'warning', message: i18n.t('state.cashClosingAdminOnly') })
        }
        live={!data.subscription.error}
        zoom={settings.zoom}
        onPrev={() => goTo((from) => addDaysTo(from, -step))}
        onNext={() => goTo((from) => addDaysTo(from, step))}
        onToday={() => goTo(today)}
        onViewType={url.setViewType}
        onViewMode={(mode) => persist({ viewMode: mode })}
        onDisplayType={(d) => persist({ displayType: d, previousDisplayType: displayType })}
        onSelectionMode={selection.changeMode}
        onEmployee={(id) => url.setSelectedEmployee(id)}
        onZoom={(zoom) => persist({ zoom })}
        onAdd={() =>
          selection.setAddSlot(
            slotFrom(`${date}T${pad(startOfDay)}:00:00`, `${date}T${pad(startOfDay + 1)}:00:00`, view.resources[0]?.id),
          )
        }
      />

      <AgendaSelectionBar selection={selection} onOpenDetails={url.openDetails} onException={actions.openException} />

      <Box sx={{ height: 4, mb: 0.5 }}>
        {(eventsQuery.loading && eventsQuery.events) || moves.busy ? <LinearProgress /> : null}
      </Box>

      {!vendorId ? (
        <Alert severity="warning">{t('forbidden')}</Alert>
      ) : error && !ready ? (
        <ErrorState
          error={error}
          onRetry={() => {
            void setup.setup.refetch();
            void eventsQuery.refetch();
          }}
        />
      ) : !ready ? (
        <PageLoader />
      ) : (
        <>
          {events.length === 0 ? (
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} data-testid="agenda-empty">
              {t('emptyRange')}
            </Typography>
          ) : null}
          <AgendaGrid
            key={`${offsetOf(timezone)}`}
            initial={{ timeZone: offsetOf(timezone), scrollTime: `${pad(startOfDay)}:00:00` }}
            options={view.agendaOptions}
            handlers={handlers}
          />
        </>
      )}

      <MoveRefusalToast notice={moves.notice} onClose={moves.clearNotice} />
      <AgendaDialogs setup={setup} url={url} data={data} selection={selection} actions={actions} moves={moves} />
    </StaffPage>
  );
}
