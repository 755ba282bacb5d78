/**
 * Smartphone card and/or plastic card (docs/product.md#behaviour, #validation): checkboxes when both are offered, otherwise the
 * one offered type; the notes for each type, and the price of the choice in the shown language's money format.
 */
import { PRINT_PROCESSING_RANGE } from '@ausweis/shared/constants';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useFormats } from '../../i18n/use-formats';
import { useLocalizeGerman, useText } from '../../i18n/use-text';
import { choiceBoxSx } from './choice-box';
import { shownPrice } from './order-price';
import type { OrderControl } from './use-order-form';

interface OptionProps {
  icon: ReactNode;
  title: string;
  note: string;
  checked: boolean;
  /** Absent: the only offered type, always ordered. */
  onToggle?: (checked: boolean) => void;
  disabled: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
  error: boolean;
}

function Option({ icon, title, note, checked, onToggle, disabled, inputRef, error }: OptionProps) {
  const selectable = onToggle !== undefined;
  const body = (
    <>
      {selectable && (
        <Checkbox
          checked={checked}
          disabled={disabled}
          slotProps={{ input: { ref: inputRef } }}
          onChange={(e) => onToggle?.(e.target.checked)}
          sx={{ p: 1, mt: -0.75, ml: -0.75 }}
        />
      )}
      <Box sx={{ color: checked ? 'primary.main' : 'text.secondary', mt: 0.25 }}>{icon}</Box>
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Box>
    </>
  );
  const sx = choiceBoxSx({ checked, error, clickable: selectable && !disabled });
  return selectable ? (
    <Box component="label" sx={sx}>
      {body}
    </Box>
  ) : (
    <Box sx={sx}>{body}</Box>
  );
}

export interface CardChoiceProps {
  info: ProductInfo;
  control: OrderControl;
  readOnly: boolean;
  /** Called after a checkbox changed (the form revalidates). */
  onChanged: () => void;
}

export function CardChoice({ info, control, readOnly, onChanged }: CardChoiceProps) {
  const [isOnline, isHardcopy] = useWatch({ control, name: ['is_online', 'is_hardcopy'] });
  const t = useText();
  const localize = useLocalizeGerman();
  const { money } = useFormats();
  const both = info.can_online && info.can_hardcopy;
  const price = money(shownPrice(info, { is_online: isOnline, is_hardcopy: isHardcopy }));

  return (
    <Box>
      {both && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('order.chooseCards')}
        </Typography>
      )}
      <Controller
        name="is_online"
        control={control}
        render={({ field, fieldState }) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {info.can_online && (
              <Option
                icon={<PhoneIphoneIcon />}
                title={t('order.online')}
                note={t('order.onlineNote')}
                checked={both ? field.value : true}
                onToggle={
                  both
                    ? (v) => {
                        field.onChange(v);
                        onChanged();
                      }
                    : undefined
                }
                disabled={readOnly}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
              />
            )}
            {info.can_hardcopy && (
              <Controller
                name="is_hardcopy"
                control={control}
                render={({ field: hard }) => (
                  <Option
                    icon={<CreditCardIcon />}
                    title={t('order.hardcopy')}
                    note={t('order.hardcopyNote', PRINT_PROCESSING_RANGE)}
                    checked={both ? hard.value : true}
                    onToggle={
                      both
                        ? (v) => {
                            hard.onChange(v);
                            onChanged();
                          }
                        : undefined
                    }
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                  />
                )}
              />
            )}
            {fieldState.error && (
              <FormHelperText error role="alert" sx={{ mx: 0 }}>
                {localize(fieldState.error.message ?? '')}
              </FormHelperText>
            )}
          </Box>
        )}
      />
      <Box
        sx={{
          mt: 2,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'grey.100',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 2,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>{t('order.totalPrice')}</Typography>
        <Typography
          data-testid="order-price"
          dir="ltr"
          sx={{ fontWeight: 800, fontSize: '1.35rem', color: 'primary.main', whiteSpace: 'nowrap' }}
        >
          {price}
        </Typography>
      </Box>
    </Box>
  );
}
