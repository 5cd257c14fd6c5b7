import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Spec §2 UI state: the backdrop over the page, with a spinner while the loading flag is up. */
export function LoadingBackdrop({ loading }: { loading: boolean }) {
  return (
    <Backdrop open sx={{ zIndex: 1400, color: '#fff' }}>
      {loading ? <CircularProgress color="inherit" /> : null}
    </Backdrop>
  );
}
