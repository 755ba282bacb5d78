/** Brand mark: a stylised ID card and the product name. */
import Box from '@mui/material/Box';

export function Logo({
  color = '#fff',
  compact = false,
  nameFrom,
}: {
  color?: string;
  compact?: boolean;
  /** Shows the name only from this screen width on (the mark alone on a phone). */
  nameFrom?: 'sm';
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="6" width="28" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="10" cy="14" r="3" fill="currentColor" />
        <path d="M5.5 22c.8-3 2.5-4.4 4.5-4.4s3.7 1.4 4.5 4.4z" fill="currentColor" />
        <rect x="17" y="11" width="10" height="2" rx="1" fill="currentColor" />
        <rect x="17" y="15" width="8" height="2" rx="1" fill="currentColor" />
        <rect x="17" y="19" width="6" height="2" rx="1" fill="currentColor" />
      </svg>
      {!compact && (
        <Box
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: '1.2rem',
            letterSpacing: 0.2,
            display: nameFrom ? { xs: 'none', [nameFrom]: 'inline' } : undefined,
          }}
        >
          Ausweisportal
        </Box>
      )}
    </Box>
  );
}
