import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useConfirm } from './ConfirmDialog.tsx';
import { DirtyReportContext } from './dirtyGuard.tsx';
import { registerLeaveGuard } from './leaveGuard.ts';
import { PageHeader } from './PageHeader.tsx';
import { StaffPage } from './StaffPage.tsx';

interface TabbedPageProps<T extends string> {
  title: string;
  /** The tabs, each a child route (`/settings/public`); the first is the index. */
  tabs: readonly T[];
  label: (tab: T) => string;
  url: (tab: T) => string;
}

/** A staff page whose tabs are child routes: the tab in the URL, its title in the header. */
export function TabbedPage<T extends string>({ title, tabs, label, url }: TabbedPageProps<T>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((tab) => pathname.endsWith(`/${tab}`)) ?? tabs[0];
  // A tab's form with unsaved changes makes switching tabs ask first, as closing a side panel does.
  const dirty = useRef(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const [confirm, confirmDialog] = useConfirm();
  const askDiscard = useCallback(
    async (toTab: boolean) => {
      const discard = await confirm({
        title: t('scaffold.discardTitle'),
        message: t(toTab ? 'scaffold.discardTabMessage' : 'scaffold.discardPageMessage'),
        confirmLabel: t('scaffold.discard'),
        cancelLabel: t('scaffold.keepEditing'),
        danger: true,
      });
      if (discard) dirty.current = false;
      return discard;
    },
    [confirm, t],
  );
  const switchTo = async (event: MouseEvent, tab: T) => {
    if (!dirty.current || tab === current) return;
    event.preventDefault();
    if (await askDiscard(true)) void navigate(url(tab));
  };
  // Leaving the page otherwise (the sidebar, a link, the browser's Back) asks the same question.
  const tabPaths = tabs.map(url);
  const tabKey = tabPaths.join('|');
  useEffect(() => {
    const paths = tabKey.split('|');
    return registerLeaveGuard({
      blocks: () => dirty.current,
      ask: (pathname) => askDiscard(paths.some((path) => pathname.endsWith(path))),
    });
  }, [askDiscard, tabKey]);
  return (
    <StaffPage>
      <PageHeader title={`${title} · ${label(current)}`} />
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={label(tab)}
            component={RouterLink}
            to={url(tab)}
            onClick={(event: MouseEvent) => void switchTo(event, tab)}
          />
        ))}
      </Tabs>
      <DirtyReportContext.Provider value={report}>
        <Outlet />
      </DirtyReportContext.Provider>
      {confirmDialog}
    </StaffPage>
  );
}
