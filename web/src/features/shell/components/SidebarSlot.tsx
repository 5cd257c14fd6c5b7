import { type ComponentProps, Suspense, lazy } from 'react';
import { SIDEBAR_WIDTH } from '../sidebarWidth.ts';
import { useAfterContent } from '../useAfterContent.ts';
import type { AdminSidebar as Sidebar } from './AdminSidebar.tsx';

// Staff frame parts query the server through the app's Apollo client, which loads with them.
const AdminSidebar = lazy(() =>
  Promise.all([import('./AdminSidebar.tsx'), import('../../../lib/withApollo.tsx')]).then(([m, { withApollo }]) => ({
    default: withApollo(m.AdminSidebar),
  })),
);

/**
 * The staff sidebar's place in the frame: kept free (nothing moves when the sidebar comes) until the
 * screen's own content is there, then the sidebar. On a phone it is a drawer that the menu button
 * opens, which does not wait.
 */
export function SidebarSlot(props: ComponentProps<typeof Sidebar>) {
  const shown = useAfterContent(props.mobileOpen);
  const space = props.permanent ? <div aria-hidden style={{ width: SIDEBAR_WIDTH, flexShrink: 0 }} /> : null;
  if (!shown) return space;
  return (
    <Suspense fallback={space}>
      <AdminSidebar {...props} />
    </Suspense>
  );
}
