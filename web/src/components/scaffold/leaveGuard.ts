// Apart from dirtyGuard.tsx (react-final-form): the staff shell's router blocker asks this registry
// on every page, public ones included, which must not load the form library for it.

/**
 * A page with unsaved changes (a tabbed page's form) asks before the app navigates away from it: by
 * the sidebar, a link or the browser's Back. The router has one blocker, the staff shell's
 * (useGuard), which asks the page registered here.
 */
export interface LeaveGuard {
  /** Whether going to `pathname` loses changes. */
  blocks: (pathname: string) => boolean;
  /** Asks; true: leave (the changes are dropped), false: stay. */
  ask: (pathname: string) => Promise<boolean>;
}

let leaveGuard: LeaveGuard | null = null;

/** Registers the page's guard; returns its removal. */
export function registerLeaveGuard(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => {
    if (leaveGuard === guard) leaveGuard = null;
  };
}

export function leaveBlocked(pathname: string): boolean {
  return leaveGuard?.blocks(pathname) ?? false;
}

export function askToLeave(pathname: string): Promise<boolean> {
  return leaveGuard ? leaveGuard.ask(pathname) : Promise.resolve(true);
}
