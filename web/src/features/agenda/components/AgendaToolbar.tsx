import '../locales/index.ts';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DisplayType, ViewMode } from '../agendaMapping.ts';
import type { AgendaViewType } from '../urls.ts';

export type SelectionMode = 'single' | 'multiple' | 'range';

interface AgendaToolbarProps {
  title: string;
  viewType: AgendaViewType;
  viewTypes: readonly AgendaViewType[];
  viewMode: ViewMode;
  personalAvailable: boolean;
  displayType: DisplayType;
  /** The display shown before the current one (kept locally): one click goes back to it. */
  previousDisplayType: DisplayType | null;
  selectionMode: SelectionMode;
  employees: readonly { id: number; name: string }[];
  selectedEmployeeId: number | null;
  /** The workplace and machine views can show one location's columns (null: all). */
  locations: readonly { id: number; name: string }[];
  locationId: number | null;
  onLocation: (id: number | null) => void;
  isToday: boolean;
  live: boolean;
  zoom: number;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onViewType: (viewType: AgendaViewType) => void;
  onViewMode: (mode: ViewMode) => void;
  onDisplayType: (display: DisplayType) => void;
  onSelectionMode: (mode: SelectionMode) => void;
  onEmployee: (id: number) => void;
  onZoom: (zoom: number) => void;
  onAdd: () => void;
  /** The day's cash closing (spec §2: reachable from the calendar). */
  cashClosingTo: string;
  /** Only admins open the cash closing; others are told why instead. */
  canCloseCash: boolean;
  onCashClosingRefused: () => void;
}

export const ZOOMS = [0.75, 1, 1.5, 2] as const;

export function AgendaToolbar(props: AgendaToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 1.5 }}>
      <AgendaToolbarTopRow {...props} />
      <AgendaToolbarFilterRow {...props} />
    </Box>
  );
}

/** Navigation, the date, live state, cash closing and add. */
function AgendaToolbarTopRow(props: AgendaToolbarProps) {
  const { t } = useTranslation('agenda');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton onClick={props.onPrev} aria-label={t('previous')} data-testid="agenda-prev">
          <ChevronLeftIcon />
        </IconButton>
        <IconButton onClick={props.onNext} aria-label={t('next')} data-testid="agenda-next">
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography
        data-testid="agenda-date"
        aria-live="polite"
        sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {props.title}
      </Typography>
      <Button variant="soft" size="sm" onClick={props.onToday} disabled={props.isToday}>
        {t('today')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Chip
        size="small"
        data-testid="agenda-live"
        color={props.live ? 'success' : 'default'}
        variant={props.live ? 'filled' : 'outlined'}
        label={props.live ? t('live') : t('liveOff')}
      />
      <Button
        variant="outlined"
        size="sm"
        startIcon={<PointOfSaleIcon />}
        {...(props.canCloseCash
          ? { component: RouterLink, to: props.cashClosingTo }
          : { onClick: props.onCashClosingRefused })}
        data-testid="agenda-cash-closing"
      >
        {t('cashClosing')}
      </Button>
      <Button variant="contained" size="sm" startIcon={<AddIcon />} onClick={props.onAdd} data-testid="agenda-add">
        {t('addEvent')}
      </Button>
    </Box>
  );
}

/** Display, mode, view type, location, employee, selection mode and zoom. */
function AgendaToolbarFilterRow(props: AgendaToolbarProps) {
  const { t } = useTranslation('agenda');
  const zoomIndex = ZOOMS.indexOf(props.zoom as (typeof ZOOMS)[number]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.displayType}
        onChange={(_, value: DisplayType | null) => value && props.onDisplayType(value)}
        aria-label={t('displayType')}
      >
        {(['planning', 'dayGrid', 'weekGrid'] as const).map((d) => (
          <ToggleButton key={d} value={d} data-testid={`agenda-display-${d}`}>
            {t(`display.${d}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {props.previousDisplayType && props.previousDisplayType !== props.displayType ? (
        <Button
          size="sm"
          variant="text"
          startIcon={<UndoIcon />}
          onClick={() => props.previousDisplayType && props.onDisplayType(props.previousDisplayType)}
          aria-label={t('previousDisplay', { display: t(`display.${props.previousDisplayType}`) })}
          data-testid="agenda-display-previous"
        >
          {t(`display.${props.previousDisplayType}`)}
        </Button>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.viewMode}
        onChange={(_, value: ViewMode | null) => value && props.onViewMode(value)}
        aria-label={t('viewMode')}
      >
        <ToggleButton value="personal" disabled={!props.personalAvailable} data-testid="agenda-mode-personal">
          {t('mode.personal')}
        </ToggleButton>
        <ToggleButton value="team" data-testid="agenda-mode-team">
          {t('mode.team')}
        </ToggleButton>
      </ToggleButtonGroup>
      {props.viewTypes.length > 1 ? (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('viewType')}
          value={props.viewType}
          onChange={(e) => props.onViewType(e.target.value as AgendaViewType)}
          sx={{ minWidth: 140 }}
          slotProps={{ htmlInput: { 'data-testid': 'agenda-view-type' } }}
        >
          {props.viewTypes.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`viewTypes.${v}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {props.viewType !== 'employee' && props.locations.length > 1 ? (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('location')}
          value={props.locationId ?? ''}
          onChange={(e) => props.onLocation(e.target.value === '' ? null : Number(e.target.value))}
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { 'data-testid': 'agenda-location' } }}
        >
          <MenuItem value="">{t('allLocations')}</MenuItem>
          {props.locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {props.viewMode === 'personal' && props.viewType === 'employee' && props.employees.length > 0 ? (
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('employee')}
          value={props.selectedEmployeeId ?? ''}
          onChange={(e) => props.onEmployee(Number(e.target.value))}
          sx={{ minWidth: 160 }}
        >
          {props.employees.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        fullWidth={false}
        size="small"
        label={t('selectionMode')}
        value={props.selectionMode}
        onChange={(e) => props.onSelectionMode(e.target.value as SelectionMode)}
        sx={{ minWidth: 140 }}
        slotProps={{ htmlInput: { 'data-testid': 'agenda-selection-mode' } }}
      >
        {(['single', 'multiple', 'range'] as const).map((m) => (
          <MenuItem key={m} value={m}>
            {t(`selection.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          aria-label={t('zoomOut')}
          disabled={zoomIndex <= 0}
          onClick={() => props.onZoom(ZOOMS[Math.max(0, zoomIndex - 1)])}
        >
          <ZoomOutIcon />
        </IconButton>
        <IconButton
          aria-label={t('zoomIn')}
          disabled={zoomIndex >= ZOOMS.length - 1}
          onClick={() => props.onZoom(ZOOMS[Math.min(ZOOMS.length - 1, zoomIndex + 1)])}
        >
          <ZoomInIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
