import '../locales/index.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../../lib/languages.ts';
import { useVendorLanguage } from '../../../lib/useVendorZone.ts';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { ROLES } from '../../../lib/auth.ts';
import { ConfigLinkField, NestedCreatePanels } from '../../../components/config/createPanels.tsx';
import { intOf, linksOf, type PreferenceValue, prefsOf, SwitchField } from '../../../components/config/fields.tsx';
import { ConfigPanel, useConfigPanel } from '../../../components/config/useConfigPanel.tsx';
import {
  CREATE_EMPLOYEE_MUTATION,
  DELETE_EMPLOYEE_MUTATION,
  EMPLOYEE_QUERY,
  SET_EMPLOYEE_SERVICES_MUTATION,
  SET_EMPLOYEE_WORKPLACES_MUTATION,
  UPDATE_EMPLOYEE_MUTATION,
  VERIFY_DELETE_EMPLOYEE_QUERY,
} from '../operations.ts';
import { EVENT_COLORS, useEmployeePanels } from '../panels.ts';

export interface EmployeeValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  role: 'STAFF' | 'ADMIN';
  /** Off: the login can no longer sign in, and its open sessions end. */
  loginEnabled: boolean;
  language: string;
  color: string;
  position: string;
  timetablesEnabled: boolean;
  canSetTimetable: boolean;
  canCreateBookingsOutOfTimetables: boolean;
  serviceIds: number[];
  workplaceIds: number[];
  servicePrefs: Record<string, PreferenceValue>;
  workplacePrefs: Record<string, PreferenceValue>;
}

const renameField = (field: string): string => {
  if (field.startsWith('services')) return 'serviceIds';
  if (field.startsWith('workplaces')) return 'workplaceIds';
  return field;
};

interface EmployeePanelProps {
  tier: number;
  id?: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
  /** On the employees screen: offers the next-tier panels (add service, add workplace). */
  nested?: boolean;
}

/** ADD_EMPLOYEE / EDIT_EMPLOYEE: name, login (invited by e-mail), role, links, §3/§6 flags, sort order. */
export function EmployeePanel({ tier, id, onClose, onSaved, nested = false }: EmployeePanelProps) {
  const { t } = useTranslation('employees');
  const panels = useEmployeePanels();
  const detail = useQuery(EMPLOYEE_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === undefined,
    fetchPolicy: 'network-only',
  });
  const [setServices] = useMutation(SET_EMPLOYEE_SERVICES_MUTATION);
  const [setWorkplaces] = useMutation(SET_EMPLOYEE_WORKPLACES_MUTATION);
  const employee = detail.data?.employee;
  const panel = useConfigPanel<EmployeeValues>({
    id,
    typename: 'Employee',
    refetch: ['EmployeesPage'],
    documents: {
      create: CREATE_EMPLOYEE_MUTATION,
      update: UPDATE_EMPLOYEE_MUTATION,
      remove: DELETE_EMPLOYEE_MUTATION,
      verifyDelete: VERIFY_DELETE_EMPLOYEE_QUERY,
    },
    toInput: (values) => ({
      firstname: values.firstname?.trim(),
      lastname: values.lastname?.trim(),
      email: values.email?.trim() || null,
      password: values.password || null,
      role: values.role,
      loginEnabled: values.loginEnabled ?? true,
      language: isSupportedLanguage(values.language) ? values.language : DEFAULT_LANGUAGE,
      color: values.color,
      position: intOf(values.position),
      timetablesEnabled: Boolean(values.timetablesEnabled),
      canSetTimetable: Boolean(values.canSetTimetable),
      canCreateBookingsOutOfTimetables: Boolean(values.canCreateBookingsOutOfTimetables),
      // With their preferences (spec §3): a save never resets them.
      services: linksOf(values.serviceIds, values.servicePrefs),
      workplaces: linksOf(values.workplaceIds, values.workplacePrefs),
    }),
    renameField,
    link: (field, ids) =>
      field === 'serviceIds'
        ? setServices({ variables: { id: id ?? 0, ids } })
        : setWorkplaces({ variables: { id: id ?? 0, ids } }),
    toast: (kind, name) => t(`toast.${kind}`, { name }),
    onSaved,
    onClose,
  });

  // A new employee's account starts in the salon's language.
  const vendorLanguage = useVendorLanguage();
  const initialValues = useMemo<Partial<EmployeeValues>>(() => {
    if (id === undefined) {
      return {
        firstname: '',
        lastname: '',
        email: '',
        password: '',
        role: 'STAFF',
        loginEnabled: true,
        language: vendorLanguage,
        color: 'primary',
        position: '',
        timetablesEnabled: true,
        canSetTimetable: false,
        canCreateBookingsOutOfTimetables: false,
        serviceIds: [],
        workplaceIds: [],
        servicePrefs: {},
        workplacePrefs: {},
      };
    }
    if (!employee) return {};
    return {
      firstname: employee.firstname,
      lastname: employee.lastname,
      email: employee.user?.email ?? '',
      password: '',
      role: (employee.user?.role ?? ROLES.staff) >= ROLES.admin ? 'ADMIN' : 'STAFF',
      loginEnabled: employee.user?.enabled ?? true,
      language: employee.user?.language ?? vendorLanguage,
      color: employee.color,
      position: String(employee.position),
      timetablesEnabled: employee.timetablesEnabled,
      canSetTimetable: employee.canSetTimetable,
      canCreateBookingsOutOfTimetables: employee.canCreateBookingsOutOfTimetables,
      serviceIds: employee.serviceIds,
      workplaceIds: (employee.workplaces ?? []).map((w) => w.workplaceId),
      servicePrefs: prefsOf(employee.services ?? [], 'serviceId'),
      workplacePrefs: prefsOf(employee.workplaces ?? [], 'workplaceId'),
    };
  }, [id, employee, vendorLanguage]);

  const hasLogin = Boolean(employee?.user);
  return (
    <ConfigPanel<EmployeeValues>
      panel={panel}
      tier={tier}
      t={t}
      testId="employee"
      entity={employee}
      detail={detail}
      skeletonHeight={320}
      initialValues={initialValues}
      onClose={onClose}
      beside={
        nested ? (
          <NestedCreatePanels
            links={{ service: 'serviceIds', workplace: 'workplaceIds' }}
            panels={panels}
            onCreated={(field, x) => void panel.linkCreated(field, x)}
          />
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="firstname" label={t('form.firstname')} rules={['required', ['maxLength', 100]]} />
        <TextInput name="lastname" label={t('form.lastname')} rules={['required', ['maxLength', 100]]} />
      </Stack>
      <EmployeeLoginFields hasLogin={hasLogin} />
      <Divider />
      <ConfigLinkField
        kind="service"
        name="serviceIds"
        preferencesName="servicePrefs"
        panels={nested ? panels : undefined}
      />
      <ConfigLinkField
        kind="workplace"
        name="workplaceIds"
        preferencesName="workplacePrefs"
        panels={nested ? panels : undefined}
      />
      <EmployeeAgendaFields />
    </ConfigPanel>
  );
}

/** The login: e-mail (invited), password, role and language. */
function EmployeeLoginFields({ hasLogin }: { hasLogin: boolean }) {
  const { t } = useTranslation('employees');
  return (
    <>
      <Divider />
      <Typography variant="subtitle1">{t('form.login')}</Typography>
      <Typography variant="body2" color="textSecondary">
        {hasLogin ? t('form.loginHelpExisting') : t('form.loginHelp')}
      </Typography>
      <TextInput name="email" type="email" label={t('form.email')} rules={['email']} />
      <TextInput
        name="password"
        type="password"
        autoComplete="new-password"
        label={hasLogin ? t('form.newPassword') : t('form.password')}
        rules={[['minLength', 6]]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="role" select label={t('form.role')} sx={{ flex: 1 }}>
          <MenuItem value="STAFF">{t('roles.staff')}</MenuItem>
          <MenuItem value="ADMIN">{t('roles.admin')}</MenuItem>
        </TextInput>
        <LanguageSelect name="language" label={t('form.language')} sx={{ flex: 1 }} />
      </Stack>
      {hasLogin ? (
        <SwitchField name="loginEnabled" label={t('form.loginEnabled')} helperText={t('form.loginEnabledHelp')} />
      ) : null}
    </>
  );
}

/** The timetable flags (spec §3/§6), the agenda color and the sort order. */
function EmployeeAgendaFields() {
  const { t } = useTranslation('employees');
  return (
    <>
      <Divider />
      <SwitchField name="timetablesEnabled" label={t('form.timetablesEnabled')} />
      <SwitchField name="canSetTimetable" label={t('form.canSetTimetable')} />
      <SwitchField name="canCreateBookingsOutOfTimetables" label={t('form.canCreateOutside')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="color" select label={t('form.color')} sx={{ flex: 1 }}>
          {EVENT_COLORS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`colors.${c}`)}
            </MenuItem>
          ))}
        </TextInput>
        <TextInput
          name="position"
          type="number"
          label={t('form.position')}
          helperText={t('form.positionHelp')}
          rules={['integer', ['min', 0]]}
          sx={{ flex: 1 }}
        />
      </Stack>
    </>
  );
}
