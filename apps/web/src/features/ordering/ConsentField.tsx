/**
 * The consent before the order button (schemas/consent.ts): one big checkbox with the text of the current
 * version for this school and card choice. As soon as the birthday says under 16, the parent's form
 * shows, and a tick given to the other form is taken back (it was given to another text). In another
 * language the translation shows with a note that the German text is the binding one.
 */
import { germanIsoDate } from '@ausweis/shared/german-date';
import { DEFAULT_LANGUAGE } from '@ausweis/shared/i18n/languages';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import {
  CONSENT_VERSION,
  type ConsentBy,
  consentByForTyped,
  consentText,
} from '@ausweis/shared/schemas/consent';
import { effectiveCardChoice } from '@ausweis/shared/schemas/order-form';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useLocalizeGerman, useText } from '../../i18n/use-text';
import { choiceBoxSx } from './choice-box';
import type { OrderControl, OrderForm } from './use-order-form';

/** Who consents for the form's birthday today (German day). */
export const orderConsentBy = (birthday: string): ConsentBy => consentByForTyped(birthday, germanIsoDate());

/** The consent's titles (the order page's section is named after the holder's). */
export const CONSENT_TITLE_IDS: Record<ConsentBy, MessageId> = {
  holder: 'form.consentTitle',
  parent: 'form.consentTitleParent',
};

/** Unicode isolates: a Latin name keeps its own direction inside right-to-left text. */
const isolate = (name: string) => `\u2068${name}\u2069`;

export interface ConsentFieldProps {
  info: Pick<ProductInfo, 'tenant_name' | 'can_online' | 'can_hardcopy'>;
  control: OrderControl;
  setValue: OrderForm['setValue'];
  readOnly: boolean;
}

export function ConsentField({ info, control, setValue, readOnly }: ConsentFieldProps) {
  const [birthday, isOnline, isHardcopy] = useWatch({
    control,
    name: ['birthday', 'is_online', 'is_hardcopy'],
  });
  const t = useText();
  const localize = useLocalizeGerman();
  const { language, dir } = useLanguage();
  const by = orderConsentBy(birthday);
  const card = effectiveCardChoice(info, { is_online: isOnline, is_hardcopy: isHardcopy });
  const tenantName = dir === 'rtl' ? isolate(info.tenant_name) : info.tenant_name;
  const text = consentText({ tenantName, card, by }, CONSENT_VERSION, t);
  const errorId = useId();

  // Another form (the birthday crossed 16): the tick was given to the other text.
  const shownBy = useRef(by);
  useEffect(() => {
    if (shownBy.current === by) return;
    shownBy.current = by;
    if (!readOnly) setValue('consent', false);
  }, [by, readOnly, setValue]);

  return (
    <Controller
      name="consent"
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message && localize(fieldState.error.message);
        return (
          <Box>
            <Box
              component="label"
              data-testid="consent"
              sx={choiceBoxSx({ checked: field.value, error: Boolean(error), clickable: !readOnly })}
            >
              <Checkbox
                checked={field.value}
                disabled={readOnly}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-invalid': Boolean(error),
                    ...(error ? { 'aria-describedby': errorId } : {}),
                  },
                }}
                sx={{ p: 1.25, mt: -0.75, ml: -0.75, '& .MuiSvgIcon-root': { fontSize: 32 } }}
              />
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t(CONSENT_TITLE_IDS[by])}</Typography>
                <Typography variant="body2">{text}</Typography>
                {language !== DEFAULT_LANGUAGE && (
                  <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                    {t('common.legalBinding')}
                  </Typography>
                )}
              </Box>
            </Box>
            {error && (
              <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, fontSize: '0.95rem' }}>
                {error}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}
