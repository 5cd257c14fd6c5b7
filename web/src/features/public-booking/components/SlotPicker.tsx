import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import type { ChosenSlot } from '../../../domain/bookingState.ts';

interface SlotPickerProps {
  slots: readonly ChosenSlot[] | undefined;
  loading: boolean;
  error: { message: string } | undefined;
  selectedStart: string | null;
  onRetry: () => void;
  onSelect: (slot: ChosenSlot) => void;
}

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** One button per distinct "HH:mm" (the server already chose the staff for each slot). */
export function uniqueByTime(slots: readonly ChosenSlot[]): ChosenSlot[] {
  const byTime = new Map<string, ChosenSlot>();
  for (const slot of slots) if (!byTime.has(slot.time)) byTime.set(slot.time, slot);
  return [...byTime.values()];
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 } as const;

/** One row of time buttons; `prefix` keeps the test ids of the recommended row apart. */
function SlotButtons({
  slots,
  selectedStart,
  onSelect,
  prefix,
}: Pick<SlotPickerProps, 'selectedStart' | 'onSelect'> & { slots: readonly ChosenSlot[]; prefix: string }) {
  return (
    <>
      {slots.map((slot) => (
        <Button
          key={slot.time}
          data-testid={`${prefix}-${slot.time}`}
          variant={slot.start === selectedStart ? 'primary' : 'outlined'}
          size="md"
          onClick={() => onSelect(slot)}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {slot.time}
        </Button>
      ))}
    </>
  );
}

export function SlotPicker({ slots, loading, error, selectedStart, onRetry, onSelect }: SlotPickerProps) {
  const { t } = useTranslation('publicBooking');

  if (loading && !slots) {
    return (
      <Box sx={grid} aria-busy>
        {SKELETON_KEYS.map((key) => (
          <Box key={key} sx={{ height: 40, borderRadius: 2, bgcolor: 'action.hover' }} />
        ))}
      </Box>
    );
  }
  if (error && !slots) return <ErrorState error={error} onRetry={onRetry} />;
  const unique = uniqueByTime(slots ?? []);
  if (unique.length === 0) return <EmptyState message={t('time.empty')} />;

  // The day's recommended times (they leave the salon no unusable gap) in a small row above the
  // whole list, where they appear again in their place.
  const recommended = unique.filter((slot) => slot.recommended);
  return (
    <>
      {recommended.length > 0 ? (
        <>
          <Box component="section" aria-labelledby="recommended-times" data-testid="recommended-slots">
            <Typography id="recommended-times" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('time.recommended')}
            </Typography>
            <Box sx={grid} role="group">
              <SlotButtons slots={recommended} selectedStart={selectedStart} onSelect={onSelect} prefix="recommended" />
            </Box>
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 1 }}>
            {t('time.all')}
          </Typography>
        </>
      ) : null}
      <Box sx={grid} role="group">
        <SlotButtons slots={unique} selectedStart={selectedStart} onSelect={onSelect} prefix="slot" />
      </Box>
    </>
  );
}
