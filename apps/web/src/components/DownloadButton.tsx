/** 'Herunterladen' for a file that is fetched on click: busy until the browser has it. */
import DownloadIcon from '@mui/icons-material/Download';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';

export function DownloadButton({
  download,
  label = 'Herunterladen',
  ...props
}: { download: () => Promise<unknown>; label?: string } & Pick<ButtonProps, 'variant' | 'color' | 'sx'>) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      {...props}
      startIcon={<DownloadIcon />}
      loading={loading}
      onClick={async () => {
        setLoading(true);
        try {
          await download();
        } finally {
          setLoading(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
