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
