/**
 * The note above the order form about a personal order link (issue 14): the data comes from the old
 * card (and its photo, while kept), or why the link does not work, with the empty form below it.
 */
import { ORDER_LINK_TEXTS } from '@ausweis/shared/schemas/order-link-texts';
import Alert from '@mui/material/Alert';

export interface OrderLinkNoticeProps {
  linked: boolean;
  photoFromLink: boolean;
  problem: string | null;
}

export function OrderLinkNotice({ linked, photoFromLink, problem }: OrderLinkNoticeProps) {
  if (problem && !linked)
    return (
      <Alert severity="warning" role="status">
        {problem}
      </Alert>
    );
  if (!linked) return null;
  return (
    <Alert severity="info" role="status">
      {ORDER_LINK_TEXTS.prefilled}
      {photoFromLink && ` ${ORDER_LINK_TEXTS.photoOffered}`}
    </Alert>
  );
}
