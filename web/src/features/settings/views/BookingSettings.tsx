import '../locales/index.ts';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeInput } from '../../../components/form/DateTimeFields.tsx';
import { LanguageSelect } from '../../../components/form/LanguageSelect.tsx';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../../../lib/languages.ts';
import { TextInput } from '../../../components/form/TextInput.tsx';
import { SwitchField, intOf } from '../../../components/config/fields.tsx';
import { useVendorSettings } from '../hooks/useVendorSettings.ts';
import { SettingsForm } from './SettingsForm.tsx';

const DISPLAY_TYPES = ['planning', 'dayGrid', 'weekGrid'] as const;

interface BookingValues {
  workplacesEnabled: boolean;
  machinesEnabled: boolean;
  flexibleTimetable: boolean;
  timezone: string;
  minStart: string;
  maxEnd: string;
  capacityThreshold: string;
  displayType: string;
  emailDefaultLanguage: string;
  reminderEmailEnabled: boolean;
  reminderEmailHours: string;
  reminderSmsEnabled: boolean;
  reminderSmsHours: string;
  actualFreeTimeSlotFirstBooking: boolean;
  recommendSlots: boolean;
  availableBookingsInterval: string;
  bookingSlotsPropositionInterval: string;
  cancellationNotice: string;
  calendarLock: string;
  dailyServiceLimit: string;
  requireConfirmationAboveNoShows: string;
  waitlistMode: string;
  waitlistHoldMinutes: string;
}

const toTime = (minutes: number) =>
  minutes >= 1440
    ? '23:59'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string | undefined) => {
  if (!time) return undefined;
  if (time === '23:59') return 1440;
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** /settings/bookings: the booking rules (scope BOOKING). */
export function BookingSettings() {
  const { t } = useTranslation('settings');
  const { vendor, loading, error, refetch, save } = useVendorSettings();
  const initialValues = useMemo<Partial<BookingValues>>(() => {
    if (!vendor) return {};
    return {
      workplacesEnabled: vendor.workplacesEnabled,
      machinesEnabled: vendor.machinesEnabled,
      flexibleTimetable: vendor.flexibleTimetable ?? false,
      timezone: vendor.timezone,
      minStart: toTime(vendor.minStart ?? 0),
      maxEnd: toTime(vendor.maxEnd ?? 0),
      capacityThreshold: String(vendor.capacityThreshold),
      displayType: vendor.displayType ?? undefined,
      emailDefaultLanguage: vendor.emailDefaultLanguage ?? undefined,
      reminderEmailEnabled: vendor.reminderEmailEnabled ?? undefined,
      reminderEmailHours: String(vendor.reminderEmailHours),
      reminderSmsEnabled: vendor.reminderSmsEnabled ?? undefined,
      reminderSmsHours: String(vendor.reminderSmsHours),
      actualFreeTimeSlotFirstBooking: vendor.actualFreeTimeSlotFirstBooking ?? undefined,
      recommendSlots: vendor.recommendSlots ?? true,
      availableBookingsInterval: String(vendor.availableBookingsInterval),
      bookingSlotsPropositionInterval: String(vendor.bookingSlotsPropositionInterval),
      cancellationNotice: String(vendor.cancellationNotice),
      calendarLock: String(vendor.calendarLock),
      dailyServiceLimit: vendor.dailyServiceLimit == null ? '' : String(vendor.dailyServiceLimit),
      requireConfirmationAboveNoShows:
        vendor.requireConfirmationAboveNoShows == null ? '' : String(vendor.requireConfirmationAboveNoShows),
      waitlistMode: vendor.waitlistMode ?? 'ALL',
      waitlistHoldMinutes: String(vendor.waitlistHoldMinutes ?? 15),
    };
  }, [vendor]);
  return (
    <SettingsForm<BookingValues>
      testId="settings-bookings"
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      ready={Boolean(vendor)}
      initialValues={initialValues}
      onSubmit={(v) =>
        save('BOOKING', {
          workplacesEnabled: Boolean(v.workplacesEnabled),
          machinesEnabled: Boolean(v.machinesEnabled),
          flexibleTimetable: Boolean(v.flexibleTimetable),
          timezone: v.timezone,
          minStart: toMinutes(v.minStart),
          maxEnd: toMinutes(v.maxEnd),
          capacityThreshold: intOf(v.capacityThreshold),
          displayType: v.displayType,
          emailDefaultLanguage: isSupportedLanguage(v.emailDefaultLanguage) ? v.emailDefaultLanguage : DEFAULT_LANGUAGE,
          reminderEmailEnabled: Boolean(v.reminderEmailEnabled),
          reminderEmailHours: intOf(v.reminderEmailHours),
          reminderSmsEnabled: Boolean(v.reminderSmsEnabled),
          reminderSmsHours: intOf(v.reminderSmsHours),
          actualFreeTimeSlotFirstBooking: Boolean(v.actualFreeTimeSlotFirstBooking),
          recommendSlots: Boolean(v.recommendSlots),
          availableBookingsInterval: intOf(v.availableBookingsInterval),
          bookingSlotsPropositionInterval: intOf(v.bookingSlotsPropositionInterval),
          cancellationNotice: intOf(v.cancellationNotice),
          calendarLock: intOf(v.calendarLock),
          dailyServiceLimit: intOf(v.dailyServiceLimit) ?? null,
          requireConfirmationAboveNoShows: intOf(v.requireConfirmationAboveNoShows) ?? null,
          waitlistMode: v.waitlistMode === 'ONE' ? 'ONE' : 'ALL',
          waitlistHoldMinutes: intOf(v.waitlistHoldMinutes),
        })
      }
    >
      <Typography variant="subtitle1">{t('bookings.online')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="availableBookingsInterval"
          type="number"
          label={t('bookings.openPeriod')}
          helperText={t('bookings.openPeriodHelp')}
          rules={['required', 'integer', ['min', 1], ['max', 730]]}
          sx={{ flex: 1 }}
        />
        <TextInput
          name="cancellationNotice"
          type="number"
          label={t('bookings.cancellationNotice')}
          helperText={t('bookings.hoursHelp')}
          rules={['required', 'integer', ['min', 0], ['max', 720]]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="bookingSlotsPropositionInterval"
          type="number"
          label={t('bookings.slotInterval')}
          rules={['required', 'integer', ['min', 5], ['max', 240], ['divider', 5]]}
          sx={{ flex: 1 }}
        />
        <TextInput
          name="capacityThreshold"
          type="number"
          label={t('bookings.capacityThreshold')}
          helperText={t('bookings.capacityThresholdHelp')}
          rules={['required', 'integer', ['min', 0], ['max', 100]]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeInput name="minStart" label={t('bookings.minStart')} rules={['required']} sx={{ flex: 1 }} />
        <TimeInput name="maxEnd" label={t('bookings.maxEnd')} rules={['required']} sx={{ flex: 1 }} />
      </Stack>
      <SwitchField name="flexibleTimetable" label={t('bookings.flexibleTimetable')} />
      <SwitchField name="actualFreeTimeSlotFirstBooking" label={t('bookings.firstFreeSlot')} />
      <SwitchField
        name="recommendSlots"
        label={t('bookings.recommendSlots')}
        helperText={t('bookings.recommendSlotsHelp')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          name="calendarLock"
          type="number"
          label={t('bookings.calendarLock')}
          helperText={t('bookings.minutesHelp')}
          rules={['required', 'integer', ['min', 0], ['max', 1440]]}
          sx={{ flex: 1 }}
        />
        <TextInput
          name="dailyServiceLimit"
          type="number"
          label={t('bookings.dailyServiceLimit')}
          helperText={t('bookings.dailyServiceLimitHelp')}
          rules={['integer', ['min', 1], ['max', 1000]]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextInput
        name="requireConfirmationAboveNoShows"
        type="number"
        label={t('bookings.requireConfirmationAboveNoShows')}
        helperText={t('bookings.requireConfirmationAboveNoShowsHelp')}
        rules={['integer', ['min', 1], ['max', 100]]}
      />
      <BookingWaitlistFields />
      <BookingReminderFields />
      <BookingResourceFields />
    </SettingsForm>
  );
}

/** How freed times are offered to the waitlist: to everyone at once, or one customer at a time with a hold. */
function BookingWaitlistFields() {
  const { t } = useTranslation('settings');
  return (
    <>
      <Divider />
      <Typography variant="subtitle1">{t('bookings.waitlist')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="waitlistMode" select label={t('bookings.waitlistMode')} sx={{ flex: 1 }}>
          {(['ALL', 'ONE'] as const).map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`bookings.waitlistModes.${mode}`)}
            </MenuItem>
          ))}
        </TextInput>
        <TextInput
          name="waitlistHoldMinutes"
          type="number"
          label={t('bookings.waitlistHold')}
          helperText={t('bookings.waitlistHoldHelp')}
          rules={['required', 'integer', ['min', 5], ['max', 1440]]}
          sx={{ flex: 1 }}
        />
      </Stack>
    </>
  );
}

/** The reminders by e-mail and SMS and the e-mails' default language. */
function BookingReminderFields() {
  const { t } = useTranslation('settings');
  return (
    <>
      <Divider />
      <Typography variant="subtitle1">{t('bookings.reminders')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SwitchField name="reminderEmailEnabled" label={t('bookings.reminderEmail')} />
        <TextInput
          name="reminderEmailHours"
          type="number"
          label={t('bookings.hoursBefore')}
          rules={['required', 'integer', ['min', 1], ['max', 168]]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SwitchField name="reminderSmsEnabled" label={t('bookings.reminderSms')} />
        <TextInput
          name="reminderSmsHours"
          type="number"
          label={t('bookings.hoursBefore')}
          rules={['required', 'integer', ['min', 1], ['max', 168]]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <LanguageSelect name="emailDefaultLanguage" label={t('bookings.emailLanguage')} />
    </>
  );
}

/** Workplaces, machines, the agenda's display and the time zone. */
function BookingResourceFields() {
  const { t } = useTranslation('settings');
  return (
    <>
      <Divider />
      <Typography variant="subtitle1">{t('bookings.resources')}</Typography>
      <SwitchField name="workplacesEnabled" label={t('bookings.workplacesEnabled')} />
      <SwitchField name="machinesEnabled" label={t('bookings.machinesEnabled')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="displayType" select label={t('bookings.displayType')} sx={{ flex: 1 }}>
          {DISPLAY_TYPES.map((d) => (
            <MenuItem key={d} value={d}>
              {t(`bookings.displayTypes.${d}`)}
            </MenuItem>
          ))}
        </TextInput>
        <TextInput name="timezone" label={t('bookings.timezone')} rules={['required']} sx={{ flex: 1 }} />
      </Stack>
    </>
  );
}
