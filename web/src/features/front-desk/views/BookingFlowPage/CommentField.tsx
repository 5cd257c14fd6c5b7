import TextField from '@mui/material/TextField';

interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onLeave: () => void;
  testId: string;
}

export function CommentField(props: CommentFieldProps) {
  return (
    <TextField
      multiline
      minRows={2}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onLeave}
      slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': props.testId } }}
    />
  );
}
