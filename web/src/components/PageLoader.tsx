import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

interface PageLoaderProps {
  /** Full viewport height for app start; a comfortable block otherwise. */
  fullScreen?: boolean;
}

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      // The staff sidebar waits until no page loader is left (features/shell/useAfterContent.ts).
      data-page-loader
      aria-live="polite"
      aria-label={t('state.loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240, width: '100%' }}
    >
      {/* A CSS ring rather than MUI's CircularProgress: this loader is on every page's first paint. */}
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'rgba(15, 95, 92, 0.15)',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </Box>
  );
}
