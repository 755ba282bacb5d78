/**
 * Columns of 'Liste Ausweise' in the docs/product.md#screens order: the main group, the photo column (with 'Bilder
 * anzeigen'), the row actions, and the '...' expander with its extra group.
 */
import { orderStateLabel } from '@ausweis/shared/order-state';
import type { CardListRow } from '@ausweis/shared/schemas/dashboard';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DownloadEditActions,
  dateColumn,
  expanderColumn,
  flagColumn,
  personColumn,
} from '../../components/grid-columns';
import { CardThumb, THUMB_WIDTH } from './CardThumb';

export interface CardColumnOptions {
  expanded: boolean;
  onToggleExpanded: () => void;
  /** Phone width: the name columns come first, before ID and product (the order of docs/product.md#screens otherwise). */
  nameFirst?: boolean;
  /** 'Bilder anzeigen': adds the Bild column with 100x80 thumbnails. */
  showImages: boolean;
  archive: boolean;
  superAdmin: boolean;
  onEdit: (row: CardListRow) => void;
  onDownload: (row: CardListRow) => void;
}

type Col = GridColDef<CardListRow>;

const text = (field: keyof CardListRow, headerName: string, minWidth = 100): Col => ({
  field,
  headerName,
  minWidth,
  flex: 1,
});
const date = dateColumn<CardListRow>;
const flag = flagColumn<CardListRow>;
const field = personColumn<CardListRow>;

/** Row height that fits a thumbnail. */
export const IMAGE_ROW_HEIGHT = 88;

/** The order's state in German ('Bezahlt', 'Zahlung offen', 'Abgebrochen', …), never the raw status. */
export const statusColumn: Col = {
  field: 'status',
  headerName: 'Status',
  width: 150,
  valueGetter: (_v, row) => orderStateLabel(row),
};

export function cardColumns(o: CardColumnOptions): Col[] {
  const expander = expanderColumn<CardListRow>(o.expanded, o.onToggleExpanded);
  const more: Col[] = o.expanded
    ? [
        field('external_id', 115),
        statusColumn,
        flag('online_ready', 'Online-Ready?', 130),
        flag('is_delete', 'Gelöscht?', 100),
        flag('is_online', 'Online', 75),
        flag('is_hardcopy', 'Karte', 70),
        { ...date('created_at', 'Bestelldatum'), width: 125 },
      ]
    : [];
  const image: Col = {
    field: '__image',
    headerName: 'Bild',
    width: THUMB_WIDTH + 20,
    sortable: false,
    renderCell: ({ row }) => (
      <CardThumb
        id={row.id}
        archive={o.archive}
        hash={row.image_hash}
        alt={`Foto von ${row.forname} ${row.familyname}`}
      />
    ),
  };
  const actions: Col = {
    field: '__actions',
    headerName: 'Aktion',
    width: o.superAdmin ? 90 : 60,
    sortable: false,
    renderCell: ({ row }) => (
      <DownloadEditActions
        id={row.id}
        editLabel={`Ausweis ${row.id} bearbeiten`}
        onEdit={() => o.onEdit(row)}
        onDownload={o.superAdmin ? () => o.onDownload(row) : undefined}
      />
    ),
  };
  const product: Col[] = [
    { field: 'id', headerName: 'ID', width: 70 },
    text('product_type', 'Produkt Typ', 110),
    { field: 'product_short_code', headerName: 'Produktcode', width: 112 },
  ];
  const person: Col[] = [field('familyname', 105), field('forname', 90), field('external_department', 140)];
  return [
    ...(o.nameFirst ? [...person, ...product] : [...product, ...person]),
    field('birthday', 100),
    flag('validated', 'Validiert?', 95),
    // Photos and actions before the expander, so they stay in view when the extra columns open.
    ...(o.showImages ? [image] : []),
    actions,
    expander,
    ...more,
  ];
}
