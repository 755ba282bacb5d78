/**
 * 'Fotos prüfen' (/admin/fotos-pruefen, photos.review): the tenant's photos waiting for review, large in a
 * grid with name, class and the automatic check's result. Mark several and accept them at once, or
 * reject one with a reason (the family gets a link for a new photo). Keyboard: arrows move, space
 * marks, A accepts, L rejects.
 */
import { formatDateTime } from '@ausweis/shared/format';
import { type PendingPhoto, PHOTO_REVIEW_TEXTS } from '@ausweis/shared/schemas/photo-review';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session-store';
import { showSuccess } from '../../lib/toast';
import { useAcceptPhotos, usePendingPhotos, useRejectPhoto } from './api';
import { RejectDialog } from './RejectDialog';
import { ReviewTile } from './ReviewTile';

export const REVIEW_TITLE = 'Fotos prüfen';
export const KEYBOARD_HELP =
  'Tastatur: Pfeiltasten wählen ein Foto, Leertaste markiert es, A nimmt die markierten Fotos (sonst das gewählte) an, L lehnt das gewählte ab.';

const nameOf = (p: PendingPhoto) => `${p.forname} ${p.familyname}`.trim();

/** How many tiles a row of the grid holds (for up and down). */
function columnsOf(grid: HTMLElement | null): number {
  const first = grid?.firstElementChild as HTMLElement | null;
  if (!grid || !first || first.offsetWidth === 0) return 1;
  return Math.max(1, Math.round(grid.clientWidth / first.offsetWidth));
}

export default function PhotoReviewPage() {
  const tenantId = useSession().selectedTenant?.id ?? null;
  // The after_ids of the pages before the current one (keyset paging).
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const afterId = pages.at(-1);
  const pending = usePendingPhotos(tenantId, afterId);
  const rows = pending.data?.data ?? [];
  const [active, setActive] = useState(0);
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<PendingPhoto | null>(null);
  const accept = useAcceptPhotos();
  const reject = useRejectPhoto();
  const grid = useRef<HTMLElement>(null);
  // Each tile's mark box: the tile's focus stop (one in the tab order, arrows move between them).
  const tiles = useRef<(HTMLInputElement | null)[]>([]);

  // Marks and the active tile follow the rows shown (a new page, accepted photos gone).
  const data = pending.data;
  useEffect(() => {
    const shown = data?.data ?? [];
    const ids = new Set(shown.map((r) => r.order_id));
    setMarked((m) => ([...m].every((id) => ids.has(id)) ? m : new Set([...m].filter((id) => ids.has(id)))));
    setActive((a) => Math.min(a, Math.max(0, shown.length - 1)));
  }, [data]);

  const focusTile = (i: number) => {
    setActive(i);
    tiles.current[i]?.focus();
  };
  const toggle = (id: number) =>
    setMarked((m) => {
      const next = new Set(m);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const acceptIds = async (ids: number[]) => {
    if (ids.length === 0 || accept.isPending) return;
    const res = await accept.mutateAsync(ids);
    setMarked(new Set());
    showSuccess(res.count === 1 ? 'Foto angenommen.' : `${res.count} Fotos angenommen.`);
  };
  const acceptTarget = () => {
    const current = rows[active];
    return marked.size > 0 ? [...marked] : current ? [current.order_id] : [];
  };
  const rejectNow = async (reason: Parameters<typeof reject.mutateAsync>[0]['reason'], text: string) => {
    if (!rejecting) return;
    await reject.mutateAsync({ order_id: rejecting.order_id, reason, text });
    setRejecting(null);
    showSuccess('Foto abgelehnt. Die Familie erhält eine E-Mail mit einem Link für ein neues Foto.');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || rows.length === 0) return;
    const cols = columnsOf(grid.current);
    const move: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -cols, ArrowDown: cols };
    const step = move[e.key];
    const current = rows[active];
    if (step !== undefined) {
      e.preventDefault();
      focusTile(Math.min(rows.length - 1, Math.max(0, active + step)));
    } else if (e.key.toLowerCase() === 'a') {
      e.preventDefault();
      void acceptIds(acceptTarget());
    } else if (e.key.toLowerCase() === 'l' && current) {
      e.preventDefault();
      setRejecting(current);
    }
  };

  const total = pending.data?.total ?? 0;
  return (
    <Stack spacing={2}>
      <PageHeader title={REVIEW_TITLE} />
      <Typography variant="body2" color="text.secondary">
        Neue Fotos von Ausweisen mit Fotoprüfung warten hier, bis Sie sie annehmen. Erst dann ist ein
        bezahlter Smartphone-Ausweis nutzbar. Lehnen Sie ein Foto ab, erhält die Familie eine E-Mail mit einem
        Link für ein neues Foto.
      </Typography>
      <Alert severity="info" variant="outlined">
        {KEYBOARD_HELP}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 1 }} aria-live="polite">
          {total === 1 ? '1 Foto wartet' : `${total} Fotos warten`}
          {marked.size > 0 ? `, ${marked.size} markiert` : ''}
        </Typography>
        <Button
          variant="outlined"
          disabled={rows.length === 0}
          onClick={() => setMarked(new Set(rows.map((r) => r.order_id)))}
        >
          Alle auf dieser Seite markieren
        </Button>
        <Button
          variant="contained"
          disabled={marked.size === 0 || accept.isPending}
          onClick={() => void acceptIds([...marked])}
        >
          Markierte annehmen
        </Button>
      </Stack>
      {pending.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">Keine Fotos warten auf eine Prüfung.</Typography>
      )}
      <section
        ref={grid}
        aria-label="Fotos zur Prüfung"
        onKeyDown={onKeyDown}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 16,
        }}
      >
        {rows.map((p, i) => (
          <ReviewTile
            key={p.order_id}
            ref={(el) => {
              tiles.current[i] = el;
            }}
            photo={p}
            tenantId={tenantId}
            name={nameOf(p)}
            submitted={formatDateTime(p.submitted_at)}
            checkText={PHOTO_REVIEW_TEXTS.checkPassed}
            active={i === active}
            marked={marked.has(p.order_id)}
            onFocus={() => setActive(i)}
            onToggle={() => toggle(p.order_id)}
            onAccept={() => void acceptIds([p.order_id])}
            onReject={() => setRejecting(p)}
          />
        ))}
      </section>
      <Stack direction="row" spacing={1}>
        <Button disabled={pages.length <= 1} onClick={() => setPages((s) => s.slice(0, -1))}>
          Vorherige Fotos
        </Button>
        <Button
          disabled={!pending.data?.next_after}
          onClick={() => {
            const next = pending.data?.next_after;
            if (next) setPages((s) => [...s, next]);
          }}
        >
          Weitere Fotos
        </Button>
      </Stack>
      <RejectDialog
        name={rejecting ? nameOf(rejecting) : null}
        busy={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason, text) => void rejectNow(reason, text)}
      />
    </Stack>
  );
}
