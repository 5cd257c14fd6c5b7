import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export interface ServerFieldError {
  field: string;
  message: string;
}

interface ServerValidationErrorsProps {
  message: string;
  fieldErrors?: readonly ServerFieldError[];
  /** Fields the form shows (their error sits under them): their messages are not repeated here. */
  shownFields?: readonly string[];
}

/**
 * The messages of a server error no field of the form shows, each once, as sentences: a field key
 * (`usernameOrEmail`, `events.0.start`) is never shown to a person.
 */
export function unshownMessages(
  message: string,
  fieldErrors: readonly ServerFieldError[],
  shownFields: readonly string[] = [],
): string[] {
  const shown = new Set(shownFields);
  const lines: string[] = [];
  for (const e of fieldErrors) {
    if (shown.has(e.field) || e.message === message || lines.includes(e.message)) continue;
    lines.push(e.message);
  }
  return lines;
}

/** Spec §5: a bold message, with below it the field messages no field of the form shows. */
export function ServerValidationErrors({ message, fieldErrors = [], shownFields }: ServerValidationErrorsProps) {
  const lines = unshownMessages(message, fieldErrors, shownFields);
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="server-errors">
      <Box component="strong" sx={{ display: 'block' }}>
        {message}
      </Box>
      {lines.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
