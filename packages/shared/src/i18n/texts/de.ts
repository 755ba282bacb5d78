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
  'cardInfo.title': 'Ausweis-Info',
  'cardInfo.testChip': 'TEST-AUSWEIS',
  'cardInfo.notFoundTitle': 'Ausweis nicht gefunden',
  'cardInfo.notFoundText':
    'Zu diesem Link gibt es keinen Ausweis. Bitte prüfen Sie, ob der Link vollständig ist, zum Beispiel indem Sie ihn aus der E-Mail kopieren statt abzutippen.',
  'cardInfo.home': 'Zur Startseite',
  'cardInfo.retry': 'Erneut versuchen',
  'cardInfo.loadFailed': 'Die Ausweisdaten konnten nicht geladen werden.',
  'cardInfo.loading': 'Ausweis wird geladen',
  'cardInfo.cardImage': 'Ausweis von {name}',
  'cardInfo.noImage': 'Für diesen Ausweis ist kein Bild vorhanden.',
  'cardInfo.internalId': 'Interne ID',
  'cardInfo.familyname': 'Nachname',
  'cardInfo.forname': 'Vorname',
  'cardInfo.birthday': 'Geburtstag',
  'cardInfo.isTest': 'Test-Ausweis',
  'cardInfo.deleted': 'Gelöscht',
  'cardInfo.validFrom': 'Gültig ab',
  'cardInfo.validTo': 'Gültig bis',
  'cardInfo.validated': 'Validiert',
  'cardInfo.validatedBy': 'Validiert von',
  'cardInfo.validatedAt': 'Validiert am',
  'cardInfo.createdAt': 'Erstellt am',
  'cardInfo.yes': 'Ja',
  'cardInfo.no': 'Nein',
  'cardInfo.verdict.valid': 'Gültig',
  'cardInfo.verdict.test': 'Test-Ausweis – kein gültiger Ausweis',
  'cardInfo.verdict.invalid': 'Nicht gültig: {why}',
  'cardInfo.verdict.short.unknown': 'nicht mehr vorhanden',
  'cardInfo.verdict.short.deleted': 'gelöscht',
  'cardInfo.verdict.short.erased': 'Daten gelöscht',
  'cardInfo.verdict.short.archived': 'archiviert',
  'cardInfo.verdict.short.reissued': 'veralteter Code',
  'cardInfo.verdict.short.expired': 'abgelaufen',
  'cardInfo.verdict.short.not_yet_valid': 'noch nicht gültig',
  'cardInfo.verdict.short.not_paid': 'nicht bezahlt',
  'cardInfo.verdict.short.not_validated': 'nicht validiert',
  'cardInfo.verdict.short.test': 'Test-Ausweis',
  'cardInfo.verdict.text.unknown': 'Der Ausweis ist im Ausweisportal nicht mehr vorhanden.',
  'cardInfo.verdict.text.deleted': 'Der Ausweis wurde gelöscht.',
  'cardInfo.verdict.text.erased': 'Die Daten des Ausweises wurden auf Antrag gelöscht.',
  'cardInfo.verdict.text.archived': 'Der Ausweis ist archiviert.',
  'cardInfo.verdict.text.reissued':
    'Die Daten des Ausweises wurden seitdem geändert, dieser Code ist veraltet. Bitte den aktuellen Ausweis zeigen lassen.',
  'cardInfo.verdict.text.expired': 'Der Ausweis ist abgelaufen.',
  'cardInfo.verdict.text.not_yet_valid': 'Der Ausweis ist noch nicht gültig.',
  'cardInfo.verdict.text.not_paid': 'Der Ausweis ist nicht bezahlt.',
  'cardInfo.verdict.text.not_validated': 'Der Ausweis wurde von der Einrichtung noch nicht validiert.',
  'cardInfo.verdict.text.test': 'Dies ist ein Test-Ausweis, kein gültiger Ausweis.',
  'cardInfo.verdict.refused.format': 'kein Ausweis-Code',
  'cardInfo.verdict.refused.unknown_key': 'unbekannter Schlüssel',
  'cardInfo.verdict.refused.signature': 'Signatur ungültig',
  'cardInfo.verdict.refused.screen_outdated': 'veralteter Code vom Bildschirm',
  'cardInfo.verdict.refused.revoked': 'gesperrt',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Ausweis-App',
  'cardApp.loginHint': 'Sie finden die Codes in der E-Mail mit Ihren Zugangsdaten.',
  'cardApp.tenantCode': 'Zugangscode',
  'cardApp.productCode': 'Produktcode',
  'cardApp.onlineCode': 'Aktivierungscode',
  'cardApp.required': 'Bitte einen Wert angeben',
  'cardApp.login': 'Anmelden',
  'cardApp.checking': 'Wird geprüft …',
  'cardApp.noConnection':
    'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'cardApp.checkFailed': 'Die Prüfung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  'cardApp.tooManyRequests': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'cardApp.wrongCodes':
    'Zu diesen Codes gibt es keinen Smartphone-Ausweis. Bitte prüfen Sie die Codes aus Ihrer E-Mail.',
  'cardApp.deleted': 'Dieser Ausweis wurde gelöscht.',
  'cardApp.expired': 'Dieser Ausweis ist abgelaufen.',
  'cardApp.unpaid': 'Dieser Ausweis ist noch nicht bezahlt.',
  'cardApp.cardData': 'Ausweisdaten',
  'cardApp.born': 'Geboren am {date}',
  'cardApp.validTo': 'Gültig bis {date}',
  'cardApp.qrImage': 'QR-Code zur Prüfung des Ausweises',
  'cardApp.qrCaption': 'QR-Code zur Prüfung der Echtheit',
  'cardApp.offline': 'Offline – zuletzt geprüft am {when}',
  'cardApp.lastChecked': 'Zuletzt geprüft: {when}',
  'cardApp.logoutConfirm': 'Wirklich abmelden? Der Ausweis wird von diesem Gerät entfernt.',
  'cardApp.cancel': 'Abbrechen',
  'cardApp.logout': 'Abmelden',
  'cardApp.refresh': 'Aktualisieren',
  'cardApp.live': 'Live-Anzeige',
  'cardApp.liveCode': 'Live-Code',
  'cardApp.liveCodeLater': 'Live-Code nach der nächsten Prüfung mit Internet',
  'cardApp.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es später erneut.',
  'cardApp.myData': 'Meine Daten',
  'cardApp.myDataHint':
    'Alles, was wir zu diesem Ausweis gespeichert haben, als PDF zum Lesen und als JSON-Datei.',
  'cardApp.downloadPdf': 'Als PDF herunterladen',
  'cardApp.downloadJson': 'Als JSON herunterladen',
  'cardApp.requestErasure': 'Löschung beantragen',
  'cardApp.erasureConfirmTitle': 'Löschung der Daten beantragen?',
  'cardApp.erasureConfirm':
    'Die Einrichtung löscht dann innerhalb eines Monats Foto, Unterschrift und alle persönlichen Daten dieses Ausweises. Der Ausweis wird damit ungültig. Sie erhalten eine E-Mail, sobald die Daten gelöscht sind.',
  'cardApp.erasureRequested':
    'Ihr Antrag ist eingegangen. Die Einrichtung löscht die Daten spätestens bis zum {due}.',
  'cardApp.renew': 'Ausweis verlängern',
  'cardApp.renewHint':
    'Ihr Ausweis läuft bald ab. Bestellen Sie jetzt den neuen – Ihre Angaben sind schon eingetragen.',
  'cardApp.renewFailed':
    'Der Bestell-Link konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
  'cardApp.renewOpensOn': 'Verlängerung ab {date} möglich',
  'cardApp.renewOpensOnHint':
    'Dann können Sie hier den neuen Ausweis bestellen – Ihre Angaben sind schon eingetragen.',
  'cardApp.renewOrdered': 'Ein neuer Ausweis ist bestellt.',
  'cardApp.renewOrderedHint': 'Die Zugangsdaten für den neuen Ausweis erhalten Sie per E-Mail.',
  'cardApp.appleWallet': 'Zu Apple Wallet hinzufügen',
  'cardApp.appleWalletHint': 'Der Ausweis wird in Apple Wallet gespeichert und dort aktuell gehalten.',
  'cardApp.googleWallet': 'In Google Wallet speichern',
  'cardApp.googleWalletFailed':
    'Der Ausweis konnte nicht für Google Wallet vorbereitet werden. Bitte versuchen Sie es später erneut.',
  'cardApp.googleWalletNotOffered': 'Für diesen Ausweis gibt es keinen Google-Wallet-Pass.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
} as const;

export type MessageId = keyof typeof de;
/** One language's texts: every key of the German file. */
export type Texts = Record<MessageId, string>;

const texts: Texts = de;
export default texts;
