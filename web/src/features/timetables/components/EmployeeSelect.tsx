import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Whose timetables are shown (staff who may see others'). */
export function EmployeeSelect({
  employees,
  employeeId,
  onChange,
}: {
  employees: readonly { id: number; name: string; timetablesEnabled: boolean }[];
  employeeId: number | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('timetables');
  return (
    <TextField
      select
      size="small"
      label={t('employee')}
      value={employeeId ? String(employeeId) : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ mb: 2, minWidth: 240 }}
      data-testid="timetables-employee"
    >
      {employees.map((e) => (
        <MenuItem key={e.id} value={String(e.id)}>
          {e.name}
          {e.timetablesEnabled ? '' : ` (${t('disabled')})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
