/** The card as the holder shows it: image, data, QR code for verification, or the card's state. */
import { type CardVerdict, verdictView } from '@ausweis/shared/card-verdict';
import { formatDate, formatDateTimeShort } from '@ausweis/shared/format';
import type { CardAppCard, CardAppResponse } from '@ausweis/shared/schemas/card-app';
import { CARD_APP_TEXTS } from '@ausweis/shared/schemas/card-app-texts';
import { useState } from 'react';
import { AppleWalletButton } from './AppleWalletButton';
import { GoogleWalletButton } from './GoogleWalletButton';
import { LiveCode } from './LiveCode';
import { MyDataSection } from './MyDataSection';
import { RenewalNotice } from './RenewalNotice';

interface Props {
  response: CardAppResponse;
  offline: boolean;
  busy: boolean;
  /** A refusal or failure of the last check, shown above the card. */
  notice: string | null;
  onRefresh(): void;
  onLogout(): void;
}

/** The verdict of the last check; a card stored by an older app version has only its test flag. */
const verdictOf = (card: CardAppCard): CardVerdict =>
  (card as Partial<CardAppCard>).verdict ??
  (card.is_test ? { valid: false, problems: ['test'] } : { valid: true, problems: [] });

/** What keeps a shown card from being valid (a test card, not validated, not yet valid), as a banner. */
function VerdictBanner({ card }: { card: CardAppCard }) {
  const view = verdictView(verdictOf(card));
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

function Card({ card }: { card: CardAppCard }) {
  return (
    <>
      <img
        className="ca-card-image"
        src={`data:image/png;base64,${card.image}`}
        alt={`Ausweis von ${card.forname} ${card.familyname}`}
        width={600}
        height={380}
      />
      <section className="ca-data" aria-label="Ausweisdaten">
        <p className="ca-name">
          {card.forname} {card.familyname}
        </p>
        {card.birthday && <p>Geboren am {formatDate(card.birthday)}</p>}
        <p>{card.tenant_name}</p>
        <p className="ca-valid">Gültig bis {formatDate(card.card_valid_to)}</p>
      </section>
      <LiveCode secret={card.live_secret} />
      <figure className="ca-qr">
        <img src={svgDataUrl(card.qr_svg)} alt="QR-Code zur Prüfung des Ausweises" width={200} height={200} />
        <figcaption>QR-Code zur Prüfung der Echtheit</figcaption>
      </figure>
    </>
  );
}

export function CardView({ response, offline, busy, notice, onRefresh, onLogout }: Props) {
  const [confirming, setConfirming] = useState(false);
  const card = response.state === 'active' ? response.card : null;
  const checked = formatDateTimeShort(response.checked_at);
  return (
    <main className="ca-main">
      {offline && (
        <p className="ca-banner ca-offline" role="status">
          Offline – zuletzt geprüft am {checked}
        </p>
      )}
      {card && <VerdictBanner card={card} />}
      {notice && (
        <p className="ca-error" role="alert">
          {notice}
        </p>
      )}
      {card ? (
        <Card card={card} />
      ) : (
        <p className="ca-state" role="status">
          {response.state === 'active' ? CARD_APP_TEXTS.wrongCodes : CARD_APP_TEXTS[response.state]}
        </p>
      )}
      {card && <RenewalNotice card={card} offline={offline} />}
      {card && !offline && card.apple_wallet && <AppleWalletButton />}
      {card && !offline && <GoogleWalletButton card={card} />}
      <p className="ca-checked">Zuletzt geprüft: {checked}</p>
      {card && !offline && <MyDataSection />}
      {confirming ? (
        <div className="ca-confirm" role="alertdialog" aria-labelledby="ca-confirm-text">
          <p id="ca-confirm-text">Wirklich abmelden? Der Ausweis wird von diesem Gerät entfernt.</p>
          <div className="ca-actions">
            <button type="button" className="ca-button" onClick={() => setConfirming(false)}>
              Abbrechen
            </button>
            <button type="button" className="ca-button ca-danger" onClick={onLogout}>
              Abmelden
            </button>
          </div>
        </div>
      ) : (
        <div className="ca-actions">
          <button type="button" className="ca-button ca-primary" onClick={onRefresh} disabled={busy}>
            {busy ? 'Wird geprüft …' : 'Aktualisieren'}
          </button>
          <button type="button" className="ca-button" onClick={() => setConfirming(true)}>
            Abmelden
          </button>
        </div>
      )}
    </main>
  );
}
