import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './ConfirmDialog.tsx';
import { DirtyReportContext } from './dirtyGuard.tsx';

// Spec §2 "Side panels": a panel of tier n sits over tier n-1, shifted left so the earlier one stays
// visible on wide screens; on phones each panel takes the whole width.
const PANEL_WIDTH = 480;
const TIER_OFFSET = 48;

interface SidePanelProps {
  open: boolean;
  /** 0 for the list panel, 1 for add/edit, 2 for the panels opened from those. */
  tier: number;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (save, delete); they stay visible while the body scrolls. */
  actions?: ReactNode;
  'data-testid'?: string;
}

export function SidePanel({ open, tier, title, onClose, children, actions, ...rest }: SidePanelProps) {
  const { t } = useTranslation();
  const titleId = `side-panel-title-${tier}`;
  // A form inside with unsaved changes makes closing ask first (nothing typed is lost by a stray Escape).
  const dirty = useRef(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const [confirm, confirmDialog] = useConfirm();
  const requestClose = async () => {
    if (
      dirty.current &&
      !(await confirm({
        title: t('scaffold.discardTitle'),
        message: t('scaffold.discardMessage'),
        confirmLabel: t('scaffold.discard'),
        cancelLabel: t('scaffold.keepEditing'),
        danger: true,
      }))
    )
      return;
    dirty.current = false;
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => void requestClose()}
      // Later tiers above earlier ones.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 10 + tier }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': rest['data-testid'],
          sx: {
            width: { xs: '100%', sm: PANEL_WIDTH },
            mr: { xs: 0, md: `${Math.max(0, 2 - tier) * TIER_OFFSET}px` },
            display: 'flex',
            flexDirection: 'column',
          },
        } as object,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <IconButton onClick={() => void requestClose()} aria-label={t('scaffold.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        <DirtyReportContext.Provider value={report}>{children}</DirtyReportContext.Provider>
      </Box>
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {actions}
        </Box>
      ) : null}
      {confirmDialog}
    </Drawer>
  );
}
