import { createContext, useContext, useEffect } from 'react';
import { useFormState } from 'react-final-form';

/**
 * What a form inside a side panel tells the panel: whether it holds changes not saved yet, so the
 * panel asks before closing (Escape, backdrop, close button) instead of losing them.
 */
export const DirtyReportContext = createContext<((dirty: boolean) => void) | null>(null);

/** Inside a react-final-form form: reports its unsaved changes to the surrounding panel, if any. */
export function ReportDirty() {
  const report = useContext(DirtyReportContext);
  const { dirty, submitSucceeded, dirtySinceLastSubmit } = useFormState({
    subscription: { dirty: true, submitSucceeded: true, dirtySinceLastSubmit: true },
  });
  // Once saved, only what changed since counts.
  const unsaved = Boolean(submitSucceeded ? dirtySinceLastSubmit : dirty);
  useEffect(() => {
    report?.(unsaved);
  }, [report, unsaved]);
  useEffect(() => () => report?.(false), [report]);
  return null;
}

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
