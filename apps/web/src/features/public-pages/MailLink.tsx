/** A mail address as a link, kept left to right inside right-to-left text. */
import Link from '@mui/material/Link';

export function MailLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} dir="ltr">
      {address}
    </Link>
  );
}
