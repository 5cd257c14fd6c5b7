import '../locales/index.ts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../lib/alerts.ts';
import { type AgendaSettings, DEFAULT_AGENDA_SETTINGS, agendaSettingsAtom } from '../../../lib/persisted.ts';

const VIEW_TYPES = ['employee', 'workplace', 'machine'] as const;
const VIEW_MODES = ['personal', 'team'] as const;
const DISPLAY_TYPES = ['planning', 'dayGrid', 'weekGrid'] as const;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * /my-account-employee/settings: the personal calendar settings (spec §3, kept in this browser):
 * view type and mode, display type, start of day (default 8) and zoom.
 */
export function EmployeeAgendaSettings() {
  const { t } = useTranslation('employeeAccount');
  const [settings, setSettings] = useAtom(agendaSettingsAtom);
  const set = <K extends keyof AgendaSettings>(key: K, value: AgendaSettings[K]) => {
    setSettings((current) => ({
      ...current,
      ...(key === 'displayType' ? { previousDisplayType: current.displayType } : {}),
      [key]: value,
    }));
    pushAlert({ type: 'success', message: t('calendar.saved'), countdown: 3 });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }} data-testid="employee-calendar-settings">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('calendar.help')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('calendar.viewType')}
          value={settings.viewType}
          onChange={(e) => set('viewType', e.target.value as AgendaSettings['viewType'])}
        >
          {VIEW_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`calendar.viewTypes.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('calendar.viewMode')}
          value={settings.viewMode}
          onChange={(e) => set('viewMode', e.target.value as AgendaSettings['viewMode'])}
        >
          {VIEW_MODES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`calendar.viewModes.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('calendar.displayType')}
          value={settings.displayType ?? ''}
          onChange={(e) => set('displayType', e.target.value as AgendaSettings['displayType'])}
        >
          {DISPLAY_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`calendar.displayTypes.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('calendar.startOfDay')}
          value={settings.startOfDay}
          onChange={(e) => set('startOfDay', Number(e.target.value))}
        >
          {HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {`${String(h).padStart(2, '0')}:00`}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Typography id="zoom-label" variant="body2" gutterBottom>
            {t('calendar.zoom', { value: Math.round(settings.zoom * 100) })}
          </Typography>
          <Slider
            aria-labelledby="zoom-label"
            min={0.5}
            max={2}
            step={0.25}
            value={settings.zoom}
            onChangeCommitted={(_, value) => set('zoom', value as number)}
          />
        </div>
        <div>
          <Button variant="text" onClick={() => setSettings({ ...DEFAULT_AGENDA_SETTINGS })}>
            {t('calendar.reset')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
