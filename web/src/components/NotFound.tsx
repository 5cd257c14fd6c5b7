import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './EmptyState.tsx';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <EmptyState
        message={message ?? t('state.notFound')}
        action={
          <Button component={RouterLink} to="/" variant="primary" size="md">
            {t('state.backHome')}
          </Button>
        }
      />
    </Container>
  );
}
