import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorState } from '../../../components/ErrorState.tsx';
import type { ChosenSlot } from '../../../lib/bookingState.ts';

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

export function SlotPicker({ slots, loading, error, selectedStart, onRetry, onSelect }: SlotPickerProps) {
  const { t } = useTranslation('publicBooking');
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 } as const;

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

  return (
    <Box sx={grid} role="group">
      {unique.map((slot) => (
        <Button
          key={slot.time}
          data-testid={`slot-${slot.time}`}
          variant={slot.start === selectedStart ? 'primary' : 'outlined'}
          size="md"
          onClick={() => onSelect(slot)}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {slot.time}
        </Button>
      ))}
    </Box>
  );
}
