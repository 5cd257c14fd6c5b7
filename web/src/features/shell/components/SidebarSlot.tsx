import { type ComponentProps, type ReactNode, Suspense } from 'react';
import { lazyWithApollo } from '../../../lib/routing.tsx';
import { useAfterContent } from '../useAfterContent.ts';
import type { AdminSidebar as Sidebar } from './AdminSidebar.tsx';

// Staff frame parts query the server through the app's Apollo client, which loads with them.
const AdminSidebar = lazyWithApollo(() => import('./AdminSidebar.tsx').then((m) => m.AdminSidebar));

/**
 * The staff sidebar's place in the frame: kept free (nothing moves when the sidebar comes) until the
 * screen's own content is there, then the sidebar. On a phone it is a drawer that the menu button
 * opens, which does not wait.
 */
export function SidebarSlot({ space, ...props }: ComponentProps<typeof Sidebar> & { space: ReactNode }) {
  const shown = useAfterContent(props.mobileOpen);
  if (!shown) return space;
  return (
    <Suspense fallback={space}>
      <AdminSidebar {...props} />
    </Suspense>
  );
}
