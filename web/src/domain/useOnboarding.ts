import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../components/scaffold/ConfirmDialog.tsx';
import { pushAlert } from '../lib/alerts.ts';
import { ROLES, claimsAtom, roleOf } from '../lib/auth.ts';
import {
  ACTIVATE_LIVE_MODE_MUTATION,
  COMPLETE_ONBOARDING_MUTATION,
  ONBOARDING_STATUS_QUERY,
  ONBOARDING_VENDOR_QUERY,
} from './onboardingOperations.ts';

export type OnboardingStep = 'location' | 'service' | 'timetable';

/** The sidebar entry (spec §2 sidebar keys) that holds each onboarding step. */
export const STEP_SIDEBAR_KEY: Record<OnboardingStep, 'locations' | 'services' | 'timetables'> = {
  location: 'locations',
  service: 'services',
  timetable: 'timetables',
};

/**
 * Spec §4 "Onboarding" for admins of a vendor not yet completed: the next missing step (location,
 * service, timetable). When all exist, the vendor is marked onboarding_completed (scope PUBLIC) once.
 */
export function useOnboarding() {
  const claims = useAtomValue(claimsAtom);
  const admin = roleOf(claims) >= ROLES.admin;
  const vendorId = claims?.vendorId ?? 0;
  const status = useQuery(ONBOARDING_STATUS_QUERY, { skip: !admin, fetchPolicy: 'cache-and-network' });
  const vendor = useQuery(ONBOARDING_VENDOR_QUERY, {
    variables: { id: vendorId },
    skip: !admin || !vendorId,
    fetchPolicy: 'cache-and-network',
  });
  const [complete] = useMutation(COMPLETE_ONBOARDING_MUTATION, {
    refetchQueries: ['OnboardingStatus', 'SettingsVendor'],
  });
  const completing = useRef(false);
  const s = status.data?.onboardingStatus;
  const v = vendor.data?.vendor;

  useEffect(() => {
    if (!s || !v || s.completed || s.next || completing.current) return;
    completing.current = true;
    void complete({
      variables: {
        id: v.id,
        input: {
          publicName: v.publicName,
          slug: v.slug,
          defaultLanguage: v.defaultLanguage,
          calendarColor: v.calendarColor,
          category: v.category,
          regionName: v.regionName,
          onboardingCompleted: true,
        },
      },
    });
  }, [s, v, complete]);

  const next = (s?.next ?? null) as OnboardingStep | null;
  return {
    admin,
    loading: status.loading && !s,
    error: status.error,
    refetch: status.refetch,
    status: s ?? null,
    vendor: v ?? null,
    hasEmployees: (vendor.data?.employeesAll.length ?? 0) > 0,
    hasWorkplaces: (vendor.data?.workplacesAll.length ?? 0) > 0,
    next,
    /** All required steps exist (or the server already says completed). */
    ready: Boolean(s && (s.completed || !s.next)),
    live: Boolean(s?.liveMode),
  };
}

/**
 * For the staff sidebar (owned by the shell): the entry key to highlight as the next onboarding step,
 * or null (not an admin, onboarding completed, or nothing missing).
 */
export function useOnboardingHighlight(): 'locations' | 'services' | 'timetables' | null {
  const { admin, status, next } = useOnboarding();
  if (!admin || !status || status.completed || !next) return null;
  return STEP_SIDEBAR_KEY[next];
}

/** Spec §4 "Live mode": switches it on once, with the 'live mode enabled' toast. */
export function useActivateLiveMode() {
  const { t } = useTranslation('onboarding');
  const client = useApolloClient();
  const [activate, { loading }] = useMutation(ACTIVATE_LIVE_MODE_MUTATION);
  const [confirm, confirmDialog] = useConfirm();
  const run = async () => {
    // Going live is final: asked first.
    const ok = await confirm({
      title: t('live.confirmTitle'),
      message: t('live.confirmText'),
      confirmLabel: t('live.activate'),
    });
    if (!ok) return false;
    const { data, error } = await activate();
    const result = data?.activateLiveMode;
    if (result?.__typename === 'Vendor') {
      pushAlert({ type: 'success', message: t('live.enabled') });
      await client.refetchQueries({ include: ['OnboardingStatus', 'SidebarData', 'SettingsVendor'] });
      return true;
    }
    pushAlert({
      type: 'danger',
      message: error?.message ?? (result && 'message' in result ? result.message : '') ?? '',
    });
    return false;
  };
  return { activate: run, activating: loading, confirmDialog };
}
