/**
 * The card details form (docs/product.md#screens 'Card details', #behaviour 'Card editing', #validation 'Card edit'): the card edit
 * rules as resolver, save only when changed and editable, then 'Daten gespeichert' and a reload.
 */
import type { CardDetails } from '@ausweis/shared/schemas/card-details';
import { type CardEditValues, cardEditSchema } from '@ausweis/shared/schemas/card-edit';
import { CARD_TEXTS } from '@ausweis/shared/schemas/cards';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useId, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { showSuccess } from '../../lib/toast';
import { zodResolver } from '../../lib/zod-german';
import { useUpdateCard } from './api';
import { CardHeader } from './CardHeader';
import { CardPhotoSection } from './CardPhotoSection';
import { LabelSection, MobileSection, OrdererSection, ProductSection } from './card-sections';
import { AdvancedSection, StatusSection } from './card-status-sections';
import { cardFormValues, cardUpdateFormData, type PhotoChange } from './form-data';
import { RenewalSection } from './RenewalSection';

export interface CardFormProps {
  card: CardDetails;
  superAdmin: boolean;
  /** May change validity dates and the super admin flags (cards.editRestricted). */
  restricted: boolean;
  /** After a successful save: reload details and photo, then start the form again from them. */
  onSaved: () => Promise<void>;
}

const NO_PHOTO_CHANGE: PhotoChange = { photo: null, remove: false };

export function CardForm({ card, superAdmin, restricted, onSaved }: CardFormProps) {
  const formId = useId();
  const resolver = useMemo(
    () =>
      zodResolver(
        cardEditSchema({
          need_external_id: card.need_external_id,
          need_external_department: card.need_external_department,
          product_with_lable: card.tenant_product.with_lable,
        }),
      ),
    [card.need_external_id, card.need_external_department, card.tenant_product.with_lable],
  );
  const methods = useForm<CardEditValues>({
    // The resolver's output type (nulls for empty optional texts) is only checked, never sent.
    resolver: resolver as never,
    defaultValues: cardFormValues(card),
  });
  const update = useUpdateCard();
  const [photo, setPhoto] = useState<PhotoChange>(NO_PHOTO_CHANGE);
  const editable = card.editable;
  const changed = methods.formState.isDirty || photo.photo !== null || photo.remove;

  // Sent are the form's own values (the server applies the same schema).
  const save = methods.handleSubmit(() =>
    update.mutate(cardUpdateFormData(card.id, methods.getValues(), photo), {
      onSuccess: async () => {
        showSuccess('Daten gespeichert', 'Speichern');
        await onSaved();
      },
    }),
  );

  return (
    <FormProvider {...methods}>
      <Stack spacing={2}>
        <CardHeader
          card={card}
          superAdmin={superAdmin}
          formId={formId}
          canSave={editable && changed}
          saving={update.isPending}
        />
        {card.data_deleted_at && <Alert severity="info">{CARD_TEXTS.dataDeleted}</Alert>}
        {!editable && !card.from_archive && card.validated && (
          <Alert severity="info">{CARD_TEXTS.validatedLocked}</Alert>
        )}
        {card.from_archive && <Alert severity="info">{CARD_TEXTS.archiveReadOnly}</Alert>}
        <Box component="form" id={formId} noValidate onSubmit={save}>
          {/* Sections flow in two balanced columns on wide screens, in the order of docs/product.md#screens on phones. */}
          <Box sx={{ columnCount: { xs: 1, lg: 2 }, columnGap: 2 }}>
            <ProductSection card={card} />
            <CardPhotoSection card={card} editable={editable} change={photo} onChange={setPhoto} />
            <OrdererSection card={card} editable={editable} restricted={restricted} />
            {card.tenant_product.with_lable && <LabelSection editable={editable} />}
            <MobileSection card={card} />
            <StatusSection card={card} editable={editable} superAdmin={superAdmin} />
            <RenewalSection card={card} />
          </Box>
          {superAdmin && <AdvancedSection card={card} editable={editable} />}
        </Box>
      </Stack>
    </FormProvider>
  );
}
