/** Loading overlay of the admin shell: on while requests run, off 200 ms after the last one ends (docs/product.md#limits). */
import { LOADING_OVERLAY_OFF_MS } from '@ausweis/shared/constants';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useActiveRequests } from '../../lib/loading';

export function LoadingOverlay() {
  const active = useActiveRequests();
  const [visible, setVisible] = useState(active > 0);
  useEffect(() => {
    if (active > 0) {
      setVisible(true);
      return;
    }
    const t = setTimeout(() => setVisible(false), LOADING_OVERLAY_OFF_MS);
    return () => clearTimeout(t);
  }, [active]);
  return (
    <Backdrop
      open={visible}
      transitionDuration={{ enter: 150, exit: 150 }}
      sx={{ zIndex: (t) => t.zIndex.drawer + 2, bgcolor: 'rgba(255, 255, 255, 0.35)' }}
    >
      <CircularProgress aria-label="Wird geladen" />
    </Backdrop>
  );
}
