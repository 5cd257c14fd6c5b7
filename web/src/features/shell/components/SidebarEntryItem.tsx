import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { sidebarEntries } from '../sidebarEntries.ts';

/** One sidebar entry: its label (initials when narrow), notification badge, warning and next-step mark. */
export function SidebarEntryItem({
  entry,
  narrow,
  count,
  warn,
  selected,
  next,
  onNavigate,
}: {
  entry: ReturnType<typeof sidebarEntries>[number];
  narrow: boolean;
  count: number;
  warn: boolean;
  selected: boolean;
  next: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const label = ts(`sidebar.${entry.key}` as 'sidebar.calendar');
  const initials = label.slice(0, 2);
  // The badge is drawn only with a count, and its number is named in words (no stray digits).
  const name = [label, count > 0 ? t('nav.notifications', { count }) : null, next ? ts('sidebar.nextStep') : null]
    .filter(Boolean)
    .join(', ');
  return (
    <ListItem disablePadding>
      <Tooltip title={narrow ? label : ''} placement="right">
        <ListItemButton
          component={RouterLink}
          to={entry.to}
          selected={selected}
          onClick={onNavigate}
          data-testid={`sidebar-${entry.key}`}
          data-next-step={next ? 'true' : undefined}
          aria-label={name}
          sx={{
            mx: 1,
            borderRadius: 2,
            minHeight: 40,
            justifyContent: narrow ? 'center' : 'flex-start',
            ...(next ? { outline: 2, outlineColor: 'warning.main', fontWeight: 700 } : {}),
          }}
        >
          {count > 0 ? (
            <Badge color="secondary" badgeContent={count} max={99} aria-hidden="true">
              {narrow ? <Box sx={{ fontWeight: 700, fontSize: 13 }}>{initials}</Box> : <ListItemText primary={label} />}
            </Badge>
          ) : narrow ? (
            <Box sx={{ fontWeight: 700, fontSize: 13 }}>{initials}</Box>
          ) : (
            <ListItemText primary={label} />
          )}
          {warn ? (
            <Tooltip title={t('nav.configWarning')}>
              <WarningAmberIcon
                color="warning"
                fontSize="small"
                sx={{ ml: 'auto' }}
                data-testid={`sidebar-warning-${entry.key}`}
              />
            </Tooltip>
          ) : null}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
}
