/** A 100x80 photo thumbnail in the card list, loaded only once its row scrolls into view. */
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import type { CardKey } from './api';
import { thumbnailUrl } from './thumb-cache';

export const THUMB_WIDTH = 100;
export const THUMB_HEIGHT = 80;

function useVisible<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  return { ref, visible };
}

export function CardThumb({ id, archive, hash, alt }: CardKey & { hash: string | null; alt: string }) {
  const { ref, visible } = useVisible<HTMLDivElement>();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!visible || !hash) return;
    let live = true;
    thumbnailUrl({ id, archive }, hash).then(
      (u) => live && setUrl(u),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [visible, hash, id, archive]);

  return (
    <Box
      ref={ref}
      sx={{
        width: THUMB_WIDTH,
        height: THUMB_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.disabled',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{ maxWidth: THUMB_WIDTH, maxHeight: THUMB_HEIGHT, objectFit: 'contain', display: 'block' }}
        />
      ) : (
        (!hash || failed) && <ImageNotSupportedIcon fontSize="small" aria-label="Kein Foto" />
      )}
    </Box>
  );
}
