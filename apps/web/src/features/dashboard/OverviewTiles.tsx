/**
 * The school's overview (docs/product.md#screens dashboard): large tiles with a count each, leading to
 * the card list with the tile's filters (shared schemas/tenant-overview.ts) or to the families' import.
 * The links' tile shows only for staff who may import.
 */
import {
  type OverviewCardTile,
  type OverviewCount,
  TENANT_OVERVIEW_TEXTS,
  type TenantOverview,
} from '@ausweis/shared/schemas/tenant-overview';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CARD_LIST_PATH, CARD_PRESET_PARAM } from '../cards/public';
import { useTenantOverview } from './api';

const IMPORT_PATH = '/admin/class-import';
const PHOTO_REVIEW_PATH = '/admin/fotos-pruefen';

const countText = (c: OverviewCount) => `${c.exact ? '' : 'mehr als '}${c.total.toLocaleString('de-DE')}`;

function Tile({ label, count, to }: { label: string; count: OverviewCount | undefined; to: string }) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <ButtonBase
        component={Link}
        to={to}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 2, borderRadius: 1 }}
      >
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}
        >
          {count ? countText(count) : '…'}
        </Typography>
        <Typography component="span" sx={{ display: 'block' }} color="text.secondary">
          {label}
        </Typography>
      </ButtonBase>
    </Paper>
  );
}

const cardTile = (tile: OverviewCardTile, data: TenantOverview | undefined) => (
  <Tile
    key={tile}
    label={TENANT_OVERVIEW_TEXTS[tile]}
    count={data?.[tile]}
    to={`${CARD_LIST_PATH}?${CARD_PRESET_PARAM}=${tile}`}
  />
);

export function OverviewTiles({ tenantId }: { tenantId: number }) {
  const { data } = useTenantOverview(tenantId);
  const links = data?.links_not_ordered;
  return (
    <Box
      component="nav"
      aria-label="Übersicht der Einrichtung"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(180px, 1fr))' },
      }}
    >
      {cardTile('to_validate', data)}
      {data?.photos_to_review && (
        <Tile
          label={TENANT_OVERVIEW_TEXTS.photos_to_review}
          count={data.photos_to_review}
          to={PHOTO_REVIEW_PATH}
        />
      )}
      {links && (
        <Tile
          label={TENANT_OVERVIEW_TEXTS.links_not_ordered}
          count={links}
          to={data?.links_import_id ? `${IMPORT_PATH}/${data.links_import_id}` : IMPORT_PATH}
        />
      )}
      {cardTile('expiring', data)}
      {cardTile('ordered_this_week', data)}
    </Box>
  );
}
