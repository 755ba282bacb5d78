/** The input of a one-time code (or a recovery code): numeric keyboard and the browser's code autofill. */
import TextField from '@mui/material/TextField';

export function CodeField({
  value,
  onChange,
  error,
  recovery = false,
  autoFocus = true,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={recovery ? 'Wiederherstellungscode' : 'Bestätigungscode'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(error)}
      helperText={
        error ??
        (recovery
          ? 'Einer Ihrer Wiederherstellungscodes, z. B. ABCDE-FGHJK'
          : 'Der sechsstellige Code Ihrer Authenticator-App')
      }
      slotProps={{
        htmlInput: recovery
          ? { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 }
          : { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 7 },
      }}
    />
  );
}
