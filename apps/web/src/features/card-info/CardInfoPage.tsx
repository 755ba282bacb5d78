/**
 * /card/:tenantShortCode/:productShortCode/:userCode/:orderId (docs/product.md#screens card info page): read-only
 * data of one card and its image, in the visitor's language. Wrong codes get a not-found message and nothing else.
 */

import { type VerdictKind, verdictView } from '@ausweis/shared/card-verdict';
import { formatDate } from '@ausweis/shared/format';
import { formatText } from '@ausweis/shared/i18n/format';
import german from '@ausweis/shared/i18n/texts/de';
import type { CardInfoResponse } from '@ausweis/shared/schemas/ordering';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { Ltr } from '../../i18n/Ltr';
import { useFormats } from '../../i18n/use-formats';
import { type TextFunction, useText } from '../../i18n/use-text';
import { ApiError } from '../../lib/api-client';
import { useCardInfo } from './api';

const germanText: TextFunction = (id, values) => formatText(german, 'de', id, values);

/**
 * The rows of docs/product.md#screens in its order: label and display value, in the shown language
 * (German with DD.MM.YYYY dates unless `t` and `date` are given).
 */
export function cardInfoRows(
  card: CardInfoResponse,
  t: TextFunction = germanText,
  date: (iso: string) => string = formatDate,
): [string, string][] {
  const day = (iso: string | null | undefined) => (iso ? date(iso) : '');
  const yesNo = (value: boolean | null | undefined) => t(value ? 'cardInfo.yes' : 'cardInfo.no');
  return [
    [t('cardInfo.internalId'), String(card.internal_id)],
    [t('cardInfo.familyname'), card.familyname],
    [t('cardInfo.forname'), card.forname],
    [t('cardInfo.birthday'), day(card.birthday)],
    [t('cardInfo.isTest'), yesNo(card.is_test)],
    [t('cardInfo.deleted'), yesNo(card.is_delete)],
    [t('cardInfo.validFrom'), day(card.card_valid_from)],
    [t('cardInfo.validTo'), day(card.card_valid_to)],
    [t('cardInfo.validated'), yesNo(card.validated)],
    [t('cardInfo.validatedBy'), card.validated_from ?? ''],
    [t('cardInfo.validatedAt'), day(card.validated_at)],
    [t('cardInfo.createdAt'), day(card.created_at)],
  ];
}

/** A test card is no valid card either, but reads apart from a broken one (its own headline). */
const VERDICT_SEVERITY: Record<VerdictKind, 'success' | 'warning' | 'error'> = {
  valid: 'success',
  test: 'warning',
  invalid: 'error',
};

const isOrderId = (v: string | undefined) => !!v && /^\d{1,10}$/.test(v) && Number(v) > 0;

function NotFound() {
  const t = useText();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <SearchOffIcon color="action" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {t('cardInfo.notFoundTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('cardInfo.notFoundText')}</Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ minHeight: 48 }}>
          {t('cardInfo.home')}
        </Button>
      </Paper>
    </Container>
  );
}

export default function CardInfoPage() {
  const t = useText();
  const { date } = useFormats();
  const { tenantShortCode = '', productShortCode = '', userCode = '', orderId } = useParams();
  const valid = isOrderId(orderId) && tenantShortCode && productShortCode && userCode;
  const query = useCardInfo(
    valid
      ? {
          tenant_short_code: tenantShortCode,
          product_short_code: productShortCode,
          user_code: userCode,
          order_id: Number(orderId),
        }
      : null,
  );

  if (!valid || (query.isError && query.error instanceof ApiError && query.error.status === 404)) {
    return <NotFound />;
  }
  if (query.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()} sx={{ minHeight: 44 }}>
              {t('cardInfo.retry')}
            </Button>
          }
        >
          {t('cardInfo.loadFailed')}
        </Alert>
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Box
        sx={{ display: 'grid', placeItems: 'center', py: 10 }}
        role="status"
        aria-label={t('cardInfo.loading')}
      >
        <CircularProgress aria-label={t('cardInfo.loading')} />
      </Box>
    );
  }

  const card = query.data;
  const verdict = verdictView(card.verdict, t);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, color: 'primary.main' }}
        >
          {t('cardInfo.title')}
        </Typography>
        {card.is_test && <Chip label={t('cardInfo.testChip')} color="warning" sx={{ fontWeight: 800 }} />}
      </Box>
      <Alert
        severity={VERDICT_SEVERITY[verdict.kind]}
        icon={verdict.kind === 'valid' ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
        sx={{ mb: 2 }}
        data-testid="card-verdict"
      >
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {verdict.headline}
        </Typography>
        {verdict.reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {verdict.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Box>
        )}
      </Alert>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, bgcolor: 'grey.50' }}>
          {card.image ? (
            // The card keeps its own proportions (landscape ID-1); never stretched to a fixed box.
            <Box
              component="img"
              src={`data:image/png;base64,${card.image}`}
              alt={t('cardInfo.cardImage', { name: `${card.forname} ${card.familyname}` })}
              // The card as printed: never mirrored, whatever the page's direction.
              dir="ltr"
              sx={{ display: 'block', width: '100%', height: 'auto', objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {t('cardInfo.noImage')}
            </Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 1,
            }}
          >
            {cardInfoRows(card, t, date).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {/* Names, codes and dates keep left to right in an Arabic page. */}
                  <Ltr>{value || '–'}</Ltr>
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
    </Container>
  );
}
