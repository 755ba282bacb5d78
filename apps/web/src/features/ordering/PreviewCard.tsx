/**
 * The live card of the order page's preview: the shared card layout fed from the form, photo and
 * signature. Its own chunk (card layout, fonts metrics, barcode rules), loaded when the preview comes
 * near the screen (PreviewPanel).
 */
import { buildCardLayoutInput } from '@ausweis/shared/card-layout/build-input';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { CardPreview } from '../../components/CardPreview';
import { useText } from '../../i18n/use-text';
import { API_BASE } from '../../lib/error-log';
import { useObjectUrl } from '../../lib/use-object-url';
import { pngDataUrl } from './blob-data';
import type { OrderControl } from './use-order-form';

export interface PreviewCardProps {
  info: ProductInfo;
  control: OrderControl;
  photo: Blob | null;
  signature: string | null;
}

const media = (path: string | null) => (path ? `${API_BASE}${path}` : null);

export default function PreviewCard({ info, control, photo, signature }: PreviewCardProps) {
  const t = useText();
  const values = useWatch({ control });
  const photoUrl = useObjectUrl(photo);
  const input = useMemo(
    () =>
      buildCardLayoutInput({
        preview: true,
        tenant: {
          name: info.tenant_name,
          name2: info.tenant_name2,
          street: info.tenant_street,
          plz: info.tenant_plz,
          city: info.hide_city ? null : info.tenant_city,
        },
        product: {
          product_type: info.product_type,
          card_title: info.card_title,
          card_title2: info.card_title2,
          card_signer_desc: info.card_signer_desc,
          external_id_name: info.external_id_name,
          external_department_name: info.external_department_name,
          need_external_id: info.need_external_id,
          need_external_department: info.need_external_department,
          print_email: info.print_email,
          print_email_color: info.print_email_color,
          with_lable: info.with_lable,
          lable_value: info.lable_value,
          lable_color: info.lable_color,
          needs_field1: info.needs_field1,
          needs_field2: info.needs_field2,
          needs_field3: info.needs_field3,
          field1_desc: info.field1_desc,
          field2_desc: info.field2_desc,
          field3_desc: info.field3_desc,
          barcode_type: info.barcode_type,
          generate_barcode: info.generate_barcode,
          barcode_prefix: info.barcode_prefix,
          barcode_len: info.barcode_len,
          card_label_languages: info.card_label_languages,
        },
        order: {
          familyname: values.familyname,
          forname: values.forname,
          birthday: values.birthday,
          email: values.email,
          student_city: values.student_city,
          student_street: values.student_street,
          external_id: values.external_id,
          external_department: values.external_department,
          field1: values.field1,
          field2: values.field2,
          field3: values.field3,
          card_valid_to: info.card_valid_to,
        },
        images: {
          logo: media(info.logo_file),
          stamp: media(info.stamp_file),
          sign: media(info.sign_file),
          photo: photoUrl,
          student_sign: signature ? pngDataUrl(signature) : null,
        },
      }),
    [info, values, photoUrl, signature],
  );

  return (
    <CardPreview
      input={input}
      barcodeType={info.barcode_type}
      label={`${t('order.preview')} ${info.card_title || info.product_type}`}
    />
  );
}
