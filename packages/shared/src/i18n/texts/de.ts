/**
 * The German texts of the public side and of the mails to families: the source every other language
 * translates, key for key. Messages are ICU MessageFormat (FormatJS): `{name}` is a value,
 * `{count, plural, one {# Ausweis} other {# Ausweise}}` a plural, `<b>…</b>` a tag the page fills in.
 * A quote mark ' escapes braces: write ’ in texts. Keys are grouped by the page that shows them; each
 * group stays between its two marker comments.
 */
const de = {
  // ── common: language menu, shared words ──
  'common.language': 'Sprache',
  'common.languageMenu': 'Sprache wählen',
  'common.legalBinding': 'Verbindlich ist der deutsche Text.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  // ── end layout ──

  // ── home: landing page, code form ──
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  // ── end legal ──

  // ── register: registration form ──
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  // ── end form ──

  // ── cardInfo: card info page ──
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'Guten Tag,',
  'mail.signature': 'Mit freundlichen Grüßen\nIhr {app}-Team',
  'mail.footer':
    'Diese E-Mail wurde automatisch vom {app} versendet. Bitte antworten Sie nicht auf diese E-Mail.',
  'mail.linkFallback': 'Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  'mail.linkOnlyYou':
    'Der Link ist nur für Sie bestimmt, gilt für eine Bestellung und funktioniert bis einschließlich {date}.',
  'mail.access.subject': 'Vielen Dank für Ihre Bestellung',
  'mail.access.thanks': 'vielen Dank für Ihre Bestellung bei {org}. Ihre Bestellung ist bestätigt.',
  'mail.access.orderNumber': 'Bestellnummer: {id}',
  'mail.access.card': 'Ausweis: {card}',
  'mail.access.for': 'Für: {name}',
  'mail.access.ordered': 'Bestellt: {kind}',
  'mail.access.kindBoth': 'Smartphone-Ausweis und Plastikkarte',
  'mail.access.kindOnline': 'Smartphone-Ausweis',
  'mail.access.kindPlastic': 'Plastikkarte',
  'mail.access.paid': 'Bezahlt: {sum}',
  'mail.access.toPay': 'Zu zahlen: {sum}',
  'mail.access.toPayTenant': 'Zu zahlen: {sum} (die Kosten übernimmt {org})',
  'mail.access.test': 'Hinweis: Dies ist ein TEST-AUSWEIS.',
  'mail.access.steps': 'So kommen Sie zu Ihrem Smartphone-Ausweis:',
  'mail.access.step1': '1. Ausweis mit dem Code bestellen – erledigt.',
  'mail.access.step2': '2. Zugang per E-Mail erhalten – das ist diese E-Mail.',
  'mail.access.step3': '3. App herunterladen (Link unten) und mit diesen Daten anmelden:',
  'mail.access.tenantCode': 'Zugangscode: {code}',
  'mail.access.productCode': 'Produktcode: {code}',
  'mail.access.activationCode': 'Aktivierungscode: {code}',
  'mail.access.plastic':
    'Ihre Plastikkarte wird gedruckt und in 10 bis 12 Tagen an {org} geschickt, nicht an Sie. Sie erhalten die Karte dort. Foto und Daten für den Druck werden nach dem Versand gelöscht.',
  'mail.access.view': 'Ausweis ansehen',
  'mail.access.openApp': 'Ausweis-App öffnen (Codes schon eingetragen)',
  'mail.access.app': 'Ausweis-App für Ihr Smartphone:\n{url}',
  'mail.access.google':
    'In Google Wallet speichern (Android): Öffnen Sie die Ausweis-App mit „Ausweis-App öffnen“ und tippen Sie dort unter dem Ausweis auf „In Google Wallet speichern“.',
  'mail.access.apple':
    'Apple Wallet: Öffnen Sie die Ausweis-App mit dem Knopf oben auf Ihrem iPhone und tippen Sie dort auf „Zu Apple Wallet hinzufügen“.',
  'mail.access.keep':
    'Bitte bewahren Sie diese E-Mail auf: Die Codes und der Link sind nur für Sie bestimmt.',
  'mail.renewal.subject': 'Ihr Ausweis läuft bald ab – jetzt verlängern',
  'mail.renewal.expires': 'der {card} von {name} bei {org} ist nur noch bis zum {date} gültig.',
  'mail.renewal.why':
    'Sie erhalten diese E-Mail, weil bei der Bestellung dieses Ausweises Ihre E-Mail-Adresse angegeben wurde und {org} die Verlängerung anbietet. Wir erinnern Sie nur dieses eine Mal.',
  'mail.renewal.how':
    'Mit dem Link unten bestellen Sie den neuen Ausweis: Die Angaben und das Foto des bisherigen Ausweises sind schon eingetragen. Sie können alles prüfen und ändern und auch ein neues Foto wählen.',
  'mail.renewal.button': 'Ausweis verlängern',
  'mail.renewal.otherwise':
    'Wenn Sie den Ausweis nicht verlängern, müssen Sie nichts tun: Die Daten und das Foto des bisherigen Ausweises werden mit dem Ende seiner Gültigkeit am {date} gelöscht, wie in unserer Datenschutzerklärung beschrieben ({url}).',
  'mail.photo.subject': 'Bitte laden Sie ein neues Foto für den Ausweis hoch',
  'mail.photo.checked':
    '{org} hat das Foto für den Ausweis von {name} geprüft und kann es leider nicht verwenden.',
  'mail.photo.reason': 'Grund: {why}',
  'mail.photo.note': 'Hinweis von {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'Gesicht nicht gut zu erkennen',
  'mail.photo.reasonNotCurrent': 'Foto nicht aktuell',
  'mail.photo.reasonWrongPerson': 'Foto zeigt nicht die Ausweisinhaberin bzw. den Ausweisinhaber',
  'mail.photo.reasonBackground': 'Hintergrund oder Ausschnitt ungeeignet',
  'mail.photo.reasonOther': 'Anderer Grund',
  'mail.photo.upload':
    'Bitte laden Sie über den Link unten ein neues Foto hoch. Sie müssen nichts neu bestellen und nichts bezahlen; alle anderen Angaben bleiben, wie sie sind.',
  'mail.photo.button': 'Neues Foto hochladen',
  'mail.photo.linkOnlyYou':
    'Der Link ist nur für Sie bestimmt, gilt für ein Foto und funktioniert bis einschließlich {date}.',
  'mail.erased.subject': 'Ihre Daten wurden gelöscht – {org}',
  'mail.erased.done':
    'auf Ihren Antrag hat „{org}“ Foto, Unterschrift und alle persönlichen Daten des Ausweises Nummer {id} gelöscht. Der Ausweis ist damit ungültig.',
  'mail.erased.kept':
    'Erhalten bleiben nur die Beträge von Bestellung und Zahlung, die für die Buchhaltung aufbewahrt werden müssen – ohne Namen.',
  // ── end mail ──
} as const;

export type MessageId = keyof typeof de;
/** One language's texts: every key of the German file. */
export type Texts = Record<MessageId, string>;

const texts: Texts = de;
export default texts;
