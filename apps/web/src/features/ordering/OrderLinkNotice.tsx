/**
 * The note above the order form about a personal order link: the data comes from the old
 * card (and its photo, while kept) or from the school's class list, or why the link does not work, with
 * the empty form below it.
 */
import type { OrderLinkSource } from '@ausweis/shared/schemas/order-link-texts';
import Alert from '@mui/material/Alert';
import { useLocalizeGerman, useText } from '../../i18n/use-text';

export interface OrderLinkNoticeProps {
  linked: boolean;
  /** Where the link comes from (renewal reminder or class-list import). */
  source?: OrderLinkSource;
  photoFromLink: boolean;
  /** Why the link does not work, in German (the server's words): shown in the page's language. */
  problem: string | null;
}

export function OrderLinkNotice({ linked, source, photoFromLink, problem }: OrderLinkNoticeProps) {
  const t = useText();
  const localize = useLocalizeGerman();
  if (problem && !linked)
    return (
      <Alert severity="warning" role="status">
        {localize(problem)}
      </Alert>
    );
  if (!linked) return null;
  return (
    <Alert severity="info" role="status">
      {source === 'import' ? t('order.linkPrefilledImport') : t('order.linkPrefilled')}
      {photoFromLink &&
        ` ${source === 'import' ? t('order.linkPhotoOfferedImport') : t('order.linkPhotoOffered')}`}
    </Alert>
  );
}
