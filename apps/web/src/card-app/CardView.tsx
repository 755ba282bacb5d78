/** The card as the holder shows it: image, data, QR code for verification, or the card's state. */
import { type CardVerdict, verdictView } from '@ausweis/shared/card-verdict';
import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import type { CardAppCard, CardAppResponse } from '@ausweis/shared/schemas/card-app';
import type { CardAppState } from '@ausweis/shared/schemas/card-app-texts';
import { useState } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';
import { Ltr } from '../i18n/Ltr';
import { useFormats } from '../i18n/use-formats';
import { useRichText, useText } from '../i18n/use-text';
import { AppleWalletButton } from './AppleWalletButton';
import { checkedText } from './checked-text';
import { GoogleWalletButton } from './GoogleWalletButton';
import { LiveCode } from './LiveCode';
import { MyDataSection } from './MyDataSection';
import { type AppMessage, useMessageText } from './messages';
import { RenewalNotice } from './RenewalNotice';

interface Props {
  response: CardAppResponse;
  offline: boolean;
  busy: boolean;
  /** A refusal or failure of the last check, shown above the card. */
  notice: AppMessage | null;
  onRefresh(): void;
  onLogout(): void;
}

/** The verdict of the last check; a card stored by an older app version has only its test flag. */
const verdictOf = (card: CardAppCard): CardVerdict =>
  (card as Partial<CardAppCard>).verdict ??
  (card.is_test ? { valid: false, problems: ['test'] } : { valid: true, problems: [] });

/** What keeps a shown card from being valid (a test card, not validated, not yet valid), as a banner. */
function VerdictBanner({ card }: { card: CardAppCard }) {
  const t = useText();
  const view = verdictView(verdictOf(card), t);
  if (view.kind === 'valid') return null;
  return (
    <div className="ca-banner ca-invalid" role="status">
      <p className="ca-verdict">{view.headline}</p>
      {view.kind === 'invalid' && view.reasons.map((r) => <p key={r}>{r}</p>)}
    </div>
  );
}

/** The QR code as an image (never injected as markup). */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** What the app shows instead of a card that is not active. */
const STATE_TEXT: Record<CardAppState, MessageId> = {
  active: 'cardApp.wrongCodes',
  deleted: 'cardApp.deleted',
  expired: 'cardApp.expired',
  unpaid: 'cardApp.unpaid',
};

/** A date or code inside a sentence: left to right in an Arabic sentence too. */
const ltr = (value: string) => <Ltr>{value}</Ltr>;

function Card({ card }: { card: CardAppCard }) {
  const t = useText();
  const rich = useRichText();
  const { date } = useFormats();
  const name = `${card.forname} ${card.familyname}`;
  return (
    <>
      {/* The card is a picture of the card as printed: never mirrored, whatever the page's direction. */}
      <img
        className="ca-card-image"
        src={`data:image/png;base64,${card.image}`}
        alt={t('cardInfo.cardImage', { name })}
        width={600}
        height={380}
      />
      <section className="ca-data" aria-label={t('cardApp.cardData')}>
        <p className="ca-name">
          <bdi>{name}</bdi>
        </p>
        {card.birthday && <p>{rich('cardApp.born', { date: ltr(date(card.birthday)) })}</p>}
        <p>
          <bdi>{card.tenant_name}</bdi>
        </p>
        <p className="ca-valid">{rich('cardApp.validTo', { date: ltr(date(card.card_valid_to)) })}</p>
      </section>
      <LiveCode secret={card.live_secret} />
      <figure className="ca-qr">
        <img src={svgDataUrl(card.qr_svg)} alt={t('cardApp.qrImage')} width={200} height={200} />
        <figcaption>{t('cardApp.qrCaption')}</figcaption>
      </figure>
    </>
  );
}

export function CardView({ response, offline, busy, notice, onRefresh, onLogout }: Props) {
  const t = useText();
  const rich = useRichText();
  const messageText = useMessageText();
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const card = response.state === 'active' ? response.card : null;
  const checked = ltr(checkedText(response.checked_at, language));
  return (
    <main className="ca-main">
      {offline && (
        <p className="ca-banner ca-offline" role="status">
          {rich('cardApp.offline', { when: checked })}
        </p>
      )}
      {card && <VerdictBanner card={card} />}
      {notice && (
        <p className="ca-error" role="alert">
          {messageText(notice)}
        </p>
      )}
      {card ? (
        <Card card={card} />
      ) : (
        <p className="ca-state" role="status">
          {t(STATE_TEXT[response.state])}
        </p>
      )}
      {card && <RenewalNotice card={card} offline={offline} />}
      {card && !offline && card.apple_wallet && <AppleWalletButton />}
      {card && !offline && <GoogleWalletButton card={card} />}
      <p className="ca-checked">{rich('cardApp.lastChecked', { when: checked })}</p>
      {card && !offline && <MyDataSection />}
      {confirming ? (
        <div className="ca-confirm" role="alertdialog" aria-labelledby="ca-confirm-text">
          <p id="ca-confirm-text">{t('cardApp.logoutConfirm')}</p>
          <div className="ca-actions">
            <button type="button" className="ca-button" onClick={() => setConfirming(false)}>
              {t('cardApp.cancel')}
            </button>
            <button type="button" className="ca-button ca-danger" onClick={onLogout}>
              {t('cardApp.logout')}
            </button>
          </div>
        </div>
      ) : (
        <div className="ca-actions">
          <button type="button" className="ca-button ca-primary" onClick={onRefresh} disabled={busy}>
            {busy ? t('cardApp.checking') : t('cardApp.refresh')}
          </button>
          <button type="button" className="ca-button" onClick={() => setConfirming(true)}>
            {t('cardApp.logout')}
          </button>
        </div>
      )}
    </main>
  );
}
