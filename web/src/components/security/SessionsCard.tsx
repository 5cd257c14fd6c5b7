import './locales/index.ts';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pushAlert } from '../../lib/alerts.ts';
import { logout } from '../../lib/auth.ts';
import { formatDate, formatTime } from '../../lib/dateFormat.ts';
import { loginUrl } from '../../lib/urls.ts';
import { useConfirm } from '../scaffold/ConfirmDialog.tsx';
import { END_ALL_SESSIONS_MUTATION, END_SESSION_MUTATION } from './operations.ts';

export interface SessionRow {
  id: string;
  device: string;
  lastUsedAt: string;
  current: boolean;
}

/** The devices where the account is logged in: each can be logged out, or all at once. */
export function SessionsCard({ sessions, onChanged }: { sessions: readonly SessionRow[]; onChanged: () => void }) {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const [endOne, { loading: ending }] = useMutation(END_SESSION_MUTATION);
  const [endAll, { loading: endingAll }] = useMutation(END_ALL_SESSIONS_MUTATION);
  const [confirm, dialog] = useConfirm();

  const end = async (id: string) => {
    await endOne({ variables: { id } });
    pushAlert({ type: 'success', message: t('sessions.ended') });
    onChanged();
  };
  const everywhere = async () => {
    if (!(await confirm({ title: t('sessions.endAllTitle'), message: t('sessions.endAllText'), danger: true }))) return;
    await endAll();
    logout();
    void navigate(loginUrl(), { replace: true });
  };

  return (
    <Stack spacing={1.5} data-testid="sessions-card">
      <Typography variant="h4" component="h2">
        {t('sessions.title')}
      </Typography>
      <Typography color="textSecondary">{t('sessions.intro')}</Typography>
      <List disablePadding>
        {sessions.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            data-testid="session-row"
            secondaryAction={
              session.current ? (
                <Chip size="small" color="primary" label={t('sessions.thisDevice')} />
              ) : (
                <Button size="sm" variant="text" disabled={ending} onClick={() => void end(session.id)}>
                  {t('sessions.end')}
                </Button>
              )
            }
          >
            <ListItemText
              sx={{ pr: 12 }}
              primary={session.device || t('sessions.unknownDevice')}
              secondary={t('sessions.lastUsed', {
                date: formatDate(session.lastUsedAt),
                time: formatTime(session.lastUsedAt),
              })}
            />
          </ListItem>
        ))}
      </List>
      {sessions.length <= 1 ? <Typography color="textSecondary">{t('sessions.empty')}</Typography> : null}
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={endingAll}
        onClick={() => void everywhere()}
      >
        {t('sessions.endAll')}
      </Button>
      {dialog}
    </Stack>
  );
}
