/**
 * The order page once the product is known (docs/product.md#screens ordering page): header, test banner, expiry
 * warning, the form with photo, personal data, card choice, price and signature, and the card
 * preview next to it (below on phones); after ordering the payment buttons or the confirmation.
 */
import { EXPIRES_SOON_DAYS } from '@ausweis/shared/constants';
import type { ProductInfo } from '@ausweis/shared/schemas/ordering';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { SignaturePadProps } from '../../components/SignaturePad';
import { type TextFunction, useText } from '../../i18n/use-text';
import { useNearScreen } from '../../lib/use-near-screen';
import { CardChoice } from './CardChoice';
import { ConfirmOverlay } from './ConfirmOverlay';
import { CONSENT_TITLE_IDS, ConsentField } from './ConsentField';
import { OrderLinkNotice } from './OrderLinkNotice';
import { OrderStatusPanel } from './OrderStatusPanel';
import type { ActiveOrderLink } from './order-link';
import { shownPrice } from './order-price';
import { PersonFields } from './PersonFields';
import { PhotoSection } from './PhotoSection';
import { PreviewPanel } from './PreviewPanel';
import { TestBanner } from './TestBanner';
import { useOrder } from './use-order';

// Not part of the first screen: the super admin's flags and the test order question load when they show.
const SuperAdminFlags = lazy(() => import('./SuperAdminFlags').then((m) => ({ default: m.SuperAdminFlags })));
const SignaturePad = lazy(() =>
  import('../../components/SignaturePad').then((m) => ({ default: m.SignaturePad })),
);
const TestOrderDialog = lazy(() => import('./TestOrderDialog').then((m) => ({ default: m.TestOrderDialog })));

/** The signature pad and its drawing library load when its section comes near the screen. */
function SignatureOnUse(props: SignaturePadProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const placeholder = <Box sx={{ minHeight: 240 }} />;
  return (
    <Box ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <SignaturePad {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}

function Section({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Typography
        variant="h6"
        component="h2"
        sx={{ mb: 2, display: 'flex', gap: 1.25, alignItems: 'center' }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 30,
            height: 30,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.95rem',
            fontWeight: 700,
          }}
        >
          {step}
        </Box>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What still keeps the order button hidden (docs/product.md#behaviour), so the visitor knows what to do. */
function missingText(t: TextFunction, hasPhoto: boolean, signConfirmed: boolean): string | null {
  if (!hasPhoto && !signConfirmed) return t('order.missingBoth');
  if (!hasPhoto) return t('order.missingPhoto');
  if (!signConfirmed) return t('order.missingSignature');
  return null;
}

export interface OrderViewProps {
  info: ProductInfo;
  /** A personal order link that works: the form starts with its data and photo. */
  orderLink?: ActiveOrderLink | null;
  /** Why the page's personal order link does not work (German, shown in the page's language). */
  linkProblem?: string | null;
}

export function OrderView({ info, orderLink = null, linkProblem = null }: OrderViewProps) {
  const navigate = useNavigate();
  const t = useText();
  const o = useOrder(info, orderLink);
  // A personal order link (class import, renewal) names the school itself: no institution to confirm.
  const [confirmed, setConfirmed] = useState(o.saved.order !== null || orderLink !== null);
  const statusRef = useRef<HTMLDivElement | null>(null);
  const orderId = o.saved.order?.order_id;

  // After ordering, the next step (payment) comes into view, on phones far below the form.
  useEffect(() => {
    if (orderId !== undefined && confirmed)
      statusRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [orderId, confirmed]);

  const test = info.is_test || info.is_tenant_test;
  const [isOnline, isHardcopy] = useWatch({ control: o.form.control, name: ['is_online', 'is_hardcopy'] });
  const price = shownPrice(info, { is_online: isOnline, is_hardcopy: isHardcopy });
  const hasPhoto = o.images.photo !== null;
  const missing = missingText(t, hasPhoto, o.images.signConfirmed);
  let step = 1;

  return (
    <>
      {test && <TestBanner />}
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <Box sx={{ mb: { xs: 2, sm: 3 } }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' }, color: 'primary.main' }}
          >
            {t('order.title', { product: info.product_type })}
          </Typography>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} dir="auto">
            {[info.tenant_name, info.tenant_name2].filter(Boolean).join(' · ')}, {info.tenant_city}
          </Typography>
        </Box>
        {info.card_max_days_valid < EXPIRES_SOON_DAYS && (
          <Alert severity="warning" sx={{ mb: 2, fontWeight: 600 }}>
            {t('order.expiryWarning', { days: info.card_max_days_valid })}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box
            component="form"
            noValidate
            onSubmit={o.submission.submit}
            aria-label={t('order.formLabel')}
            sx={{ display: 'grid', gap: 2, minWidth: 0 }}
          >
            {!o.saved.order && (
              <OrderLinkNotice
                linked={o.link !== null}
                source={o.link?.prefill.source}
                photoFromLink={o.images.photoFromLink}
                problem={linkProblem}
              />
            )}
            {o.readOnly && <Alert severity="info">{t('order.readOnly')}</Alert>}
            {o.isSibling && !o.saved.order && (
              <Alert severity="info" role="status">
                {t('order.siblingNotice')}
              </Alert>
            )}
            <Section title={t('order.stepPhoto')} step={step++}>
              <PhotoSection
                photo={o.images.photo}
                onChange={o.images.setPhoto}
                error={o.images.photoError}
                readOnly={o.readOnly}
              />
            </Section>
            <Section
              title={
                info.orderer_desc
                  ? t('order.stepPersonOf', { who: info.orderer_desc })
                  : t('order.stepPerson')
              }
              step={step++}
            >
              <PersonFields
                info={info}
                control={o.form.control}
                readOnly={o.readOnly}
                locked={o.lockedFields}
              />
            </Section>
            <Section title={t('order.stepCard')} step={step++}>
              <CardChoice
                info={info}
                control={o.form.control}
                readOnly={o.readOnly}
                onChanged={o.afterCheckbox}
              />
              {o.admin.isSuperAdmin && (
                <Suspense>
                  <SuperAdminFlags flags={o.admin.flags} onChange={o.admin.setFlags} readOnly={o.readOnly} />
                </Suspense>
              )}
            </Section>
            {o.images.needsSign && (
              <Section title={t('order.stepSignature')} step={step++}>
                <SignatureOnUse
                  label={t('order.signatureLabel')}
                  value={o.images.signature}
                  onChange={o.images.setSignature}
                  error={o.images.signError}
                  disabled={o.readOnly}
                />
              </Section>
            )}
            <Section title={t(CONSENT_TITLE_IDS.holder)} step={step++}>
              <ConsentField
                info={info}
                control={o.form.control}
                setValue={o.form.setValue}
                readOnly={o.readOnly}
              />
            </Section>
            {!o.saved.order &&
              (missing ? (
                <Alert severity="info" role="status">
                  {missing}
                </Alert>
              ) : (
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  loading={o.submission.placing}
                  sx={{ minHeight: 56, fontSize: '1.1rem' }}
                >
                  {price > 0 ? t('order.submitPaid') : t('order.submit')}
                </Button>
              ))}
          </Box>
          {o.saved.order && (
            // Outside the order form: the payment buttons are forms of their own.
            <Paper
              ref={statusRef}
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 16, gridColumn: { md: 1 }, gridRow: { md: 2 } }}
            >
              <OrderStatusPanel
                order={o.saved.order}
                paymentOpen={o.saved.paymentOpen}
                notice={o.saved.notice}
                onNewOrder={() => {
                  o.newOrder();
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                onSiblingOrder={() => {
                  o.siblingOrder();
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </Paper>
          )}
          <PreviewPanel
            info={info}
            control={o.form.control}
            photo={o.images.photo}
            signature={o.images.signature}
            test={test}
          />
        </Box>
      </Container>
      <ConfirmOverlay
        open={!confirmed}
        tenantName={info.tenant_name}
        tenantName2={info.tenant_name2}
        tenantCity={info.tenant_city}
        productType={info.product_type}
        onBack={() => navigate('/')}
        onConfirm={() => setConfirmed(true)}
      />
      {o.submission.testDialog && (
        <Suspense>
          <TestOrderDialog open onYes={o.submission.confirmTestOrder} onNo={o.submission.closeTestDialog} />
        </Suspense>
      )}
    </>
  );
}
