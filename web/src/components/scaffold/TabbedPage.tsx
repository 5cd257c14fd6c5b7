import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
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
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.endsWith(`/${tab}`)) ?? tabs[0];
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
          <Tab key={tab} value={tab} label={label(tab)} component={RouterLink} to={url(tab)} />
        ))}
      </Tabs>
      <Outlet />
    </StaffPage>
  );
}
