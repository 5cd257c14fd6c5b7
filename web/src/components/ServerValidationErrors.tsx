import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export interface ServerFieldError {
  field: string;
  message: string;
}

interface ServerValidationErrorsProps {
  message: string;
  fieldErrors?: readonly ServerFieldError[];
}

/** Spec §5: a bold message above a bulleted list of 'field: message' lines. */
export function ServerValidationErrors({ message, fieldErrors = [] }: ServerValidationErrorsProps) {
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      <Box component="strong" sx={{ display: 'block' }}>
        {message}
      </Box>
      {fieldErrors.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {fieldErrors.map((e) => (
            <li key={`${e.field}:${e.message}`}>
              {e.field}: {e.message}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
