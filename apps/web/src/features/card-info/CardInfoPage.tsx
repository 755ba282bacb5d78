/**
 * /card/:tenantShortCode/:productShortCode/:userCode/:orderId (docs/product.md#screens card info page): read-only
 * data of one card and its image. Wrong codes get a German not-found message and nothing else.
 */

import { type VerdictKind, verdictView } from '@ausweis/shared/card-verdict';
import { formatDate, yesNo } from '@ausweis/shared/format';
import { PERSON_FIELDS } from '@ausweis/shared/person-fields';
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
import { ApiError } from '../../lib/api-client';
import { useCardInfo } from './api';

/** The rows of docs/product.md#screens in its order: label and display value. */
export function cardInfoRows(card: CardInfoResponse): [string, string][] {
  return [
    ['Interne ID', String(card.internal_id)],
    [PERSON_FIELDS.familyname.label, card.familyname],
    [PERSON_FIELDS.forname.label, card.forname],
    [PERSON_FIELDS.birthday.label, formatDate(card.birthday)],
    ['Test-Ausweis', yesNo(card.is_test)],
    ['Gelöscht', yesNo(card.is_delete)],
    ['Gültig ab', formatDate(card.card_valid_from)],
    ['Gültig bis', formatDate(card.card_valid_to)],
    ['Validiert', yesNo(card.validated)],
    ['Validiert von', card.validated_from ?? ''],
    ['Validiert am', formatDate(card.validated_at)],
    ['Erstellt am', formatDate(card.created_at)],
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
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <SearchOffIcon color="action" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
          Ausweis nicht gefunden
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Zu diesem Link gibt es keinen Ausweis. Bitte prüfen Sie, ob der Link vollständig ist, zum Beispiel
          indem Sie ihn aus der E-Mail kopieren statt abzutippen.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ minHeight: 48 }}>
          Zur Startseite
        </Button>
      </Paper>
    </Container>
  );
}

export default function CardInfoPage() {
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
              Erneut versuchen
            </Button>
          }
        >
          Die Ausweisdaten konnten nicht geladen werden.
        </Alert>
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <Box
        sx={{ display: 'grid', placeItems: 'center', py: 10 }}
        role="status"
        aria-label="Ausweis wird geladen"
      >
        <CircularProgress aria-label="Ausweis wird geladen" />
      </Box>
    );
  }

  const card = query.data;
  const verdict = verdictView(card.verdict);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, color: 'primary.main' }}
        >
          Ausweis-Info
        </Typography>
        {card.is_test && <Chip label="TEST-AUSWEIS" color="warning" sx={{ fontWeight: 800 }} />}
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
              alt={`Ausweis von ${card.forname} ${card.familyname}`}
              sx={{ display: 'block', width: '100%', height: 'auto', objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              Für diesen Ausweis ist kein Bild vorhanden.
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
            {cardInfoRows(card).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value || '–'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
    </Container>
  );
}
