import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Spec §2 UI state: the backdrop over the page, with a spinner, while a blocking save is under way. */
export function LoadingBackdrop() {
  return (
    <Backdrop open data-testid="saving-backdrop" sx={{ zIndex: 1400, color: '#fff' }}>
      <CircularProgress color="inherit" />
    </Backdrop>
  );
}
