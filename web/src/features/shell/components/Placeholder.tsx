import '../locales/index.ts';
import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';

interface PlaceholderProps {
  /** The screen's title. */
  title: string;
  /** What the screen will do once built. */
  what: string;
}

/** A staff or admin screen whose own issue has not landed yet: says what comes. */
export function Placeholder({ title, what }: PlaceholderProps) {
  const { t } = useTranslation('staff');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <EmptyState
        icon={<ConstructionIcon />}
        message={t('placeholder.text', { what })}
        action={
          <Button component={RouterLink} to="/agenda?viewType=employee" variant="soft" size="md">
            {t('placeholder.back')}
          </Button>
        }
      />
    </Container>
  );
}
