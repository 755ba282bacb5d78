/**
 * The note above the order form about a personal order link: the data comes from the old
 * card (and its photo, while kept) or from the school's class list, or why the link does not work, with
 * the empty form below it.
 */
import { ORDER_LINK_TEXTS, type OrderLinkSource } from '@ausweis/shared/schemas/order-link-texts';
import Alert from '@mui/material/Alert';

export interface OrderLinkNoticeProps {
  linked: boolean;
  /** Where the link comes from (renewal reminder or class-list import). */
  source?: OrderLinkSource;
  photoFromLink: boolean;
  problem: string | null;
}

export function OrderLinkNotice({ linked, source, photoFromLink, problem }: OrderLinkNoticeProps) {
  if (problem && !linked)
    return (
      <Alert severity="warning" role="status">
        {problem}
      </Alert>
    );
  if (!linked) return null;
  return (
    <Alert severity="info" role="status">
      {source === 'import' ? ORDER_LINK_TEXTS.prefilledImport : ORDER_LINK_TEXTS.prefilled}
      {photoFromLink &&
        ` ${source === 'import' ? ORDER_LINK_TEXTS.photoOfferedImport : ORDER_LINK_TEXTS.photoOffered}`}
    </Alert>
  );
}
