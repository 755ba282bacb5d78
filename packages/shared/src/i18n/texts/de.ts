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
  'order.loading': 'Bestellformular wird geladen',
  'order.title': '{product} bestellen',
  'order.expiryWarning':
    'Achtung: Dieser Ausweis wird nur noch {days, plural, one {# Tag} other {# Tage}} gültig sein!',
  'order.formLabel': 'Bestellformular',
  'order.readOnly':
    'Diese Bestellung ist abgeschickt; die Angaben können nicht mehr geändert werden. Für eine weitere Bestellung wählen Sie „Neue Bestellung“.',
  'order.stepPhoto': 'Foto',
  'order.photoLabel': 'Passfoto',
  'order.stepPerson': 'Angaben zur Person',
  'order.stepPersonOf': 'Angaben ({who})',
  'order.stepCard': 'Ausweisart und Preis',
  'order.stepSignature': 'Unterschrift',
  'order.signatureLabel': 'Ihre Unterschrift',
  'order.missingPhoto': 'Zum Bestellen fehlt noch: ein geprüftes Foto (Schritt 1).',
  'order.missingSignature': 'Zum Bestellen fehlt noch: Ihre Unterschrift, mit „Übernehmen“ bestätigt.',
  'order.missingBoth':
    'Zum Bestellen fehlt noch: ein geprüftes Foto (Schritt 1) und Ihre Unterschrift, mit „Übernehmen“ bestätigt.',
  'order.submitPaid': 'Zahlungspflichtig bestellen',
  'order.submit': 'Bestellen',
  'order.confirmTitle': 'Bestätigung Ausweisbestellung',
  'order.confirmText': 'Sie bestellen einen <b>{product}</b> für diese Einrichtung:',
  'order.confirmHint':
    'Ist das nicht Ihre Einrichtung? Dann gehen Sie bitte zurück und prüfen Sie Zugangscode und Produktcode.',
  'order.back': 'Zurück',
  'order.confirm': 'Bestätigen',
  'order.offlineTitle': 'Keine Verbindung',
  'order.offlineText':
    'Der Server ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'order.unavailableTitle': 'Bestellung nicht möglich',
  'order.unavailableCodes':
    'Zu Zugangscode <b>{tenant}</b> und Produktcode <b>{product}</b> kann derzeit kein Ausweis bestellt werden.',
  'order.checkSpelling': 'Bitte prüfen Sie die Schreibweise der beiden Codes.',
  'order.unavailableHint':
    'Stimmen die Codes, ist die Bestellung für dieses Produkt vielleicht noch nicht freigeschaltet oder bereits beendet: Bitte wenden Sie sich an Ihre Einrichtung.',
  'order.retry': 'Erneut versuchen',
  'order.reenterCodes': 'Codes neu eingeben',
  'order.notOrderable':
    'Zu diesen Codes gibt es keinen bestellbaren Ausweis. Bitte prüfen Sie Zugangscode und Produktcode.',
  'order.expired':
    'Dieser Ausweis kann nicht mehr bestellt werden, weil seine Gültigkeit abgelaufen ist. Bitte wenden Sie sich an Ihre Einrichtung.',
  'order.linkInvalid':
    'Dieser persönliche Bestell-Link ist ungültig oder abgelaufen. Sie können den Ausweis trotzdem hier bestellen; bitte füllen Sie das Formular selbst aus.',
  'order.linkUsed':
    'Mit diesem persönlichen Bestell-Link wurde bereits ein Ausweis bestellt. Sie können hier einen weiteren Ausweis bestellen; bitte füllen Sie das Formular selbst aus.',
  'order.linkPrefilled':
    'Ihre Angaben sind aus Ihrem bisherigen Ausweis übernommen. Bitte prüfen Sie sie vor der Bestellung.',
  'order.linkPhotoOffered':
    'Das Foto Ihres bisherigen Ausweises ist übernommen. Sie können es behalten oder ein neues Foto wählen.',
  'order.linkPrefilledImport':
    'Ihre Angaben hat Ihre Schule bzw. Einrichtung schon eingetragen. Bitte prüfen Sie sie und ergänzen Sie, was noch fehlt.',
  'order.linkPhotoOfferedImport':
    'Das Foto, das Ihre Schule bzw. Einrichtung geschickt hat, ist übernommen. Sie können es behalten oder ein anderes Foto wählen.',
  'order.testCard': 'TEST-AUSWEIS',
  'order.testBannerNote': '– nur zum Ausprobieren, kein gültiger Ausweis',
  'order.testTitle': 'Test-Bestellung',
  'order.testText':
    'Dies ist ein <b>TEST-AUSWEIS</b>. Die Bestellung dient nur zum Ausprobieren; es wird kein gültiger Ausweis ausgestellt.',
  'order.testRealCard':
    'Sie möchten einen echten Ausweis? Bitte fragen Sie Ihre Einrichtung nach dem richtigen Zugangscode und Produktcode.',
  'order.testOrganisation':
    'Sie möchten das Ausweisportal für Ihre Organisation nutzen? Dann stellen Sie bitte eine <link>Kontakt-Anforderung</link>.',
  'order.testQuestion': 'Möchten Sie die Test-Bestellung abschicken?',
  'order.no': 'Nein',
  'order.yes': 'Ja',
  'order.chooseCards': 'Bitte wählen Sie, was Sie bestellen möchten (auch beides ist möglich):',
  'order.online': 'Smartphone-Ausweis',
  'order.onlineNote':
    'Den Smartphone-Ausweis nutzen Sie in der Ausweis-App. Zugangscode, Produktcode und Aktivierungscode erhalten Sie nach Abschluss der Bestellung per E-Mail.',
  'order.hardcopy': 'Plastikkarte',
  'order.hardcopyNote':
    'Die Plastikkarte wird an Ihre Einrichtung geschickt, nicht an Sie. Die Bearbeitung dauert {from} bis {to} Tage. Foto und Daten werden nach dem Versand gelöscht.',
  'order.totalPrice': 'Gesamtpreis',
  'order.preview': 'Vorschau',
  'order.previewLoading': 'Vorschau wird geladen',
  'order.previewHint': 'So ungefähr wird Ihr Ausweis aussehen. Die Vorschau zeigt Ihre Eingaben sofort an.',
  'order.saved': 'Bestellung gespeichert',
  'order.confirmWith': 'Bitte mit {methods} bestätigen.',
  'order.methodTest': 'der Testzahlung',
  'order.thanks': 'Vielen Dank für Ihre Bestellung.',
  'order.errorTitle': 'Fehler',
  'order.cancelledShort': 'Abgebrochen',
  'order.paid': 'Ist bezahlt',
  'order.confirmed': 'Ihre Bestellung ist bestätigt!',
  'order.thanksNumber':
    'Vielen Dank für Ihre Bestellung (Nr. {id}). Eine Bestätigung mit allen weiteren Schritten erhalten Sie per E-Mail.',
  'order.failed': 'Bei Ihrer Zahlung ist ein Fehler aufgetreten.',
  'order.failedRetry': 'Ihre Bestellung ist gespeichert. Bitte versuchen Sie die Zahlung erneut.',
  'order.cancelled': 'Ihre Bestellung wurde abgebrochen.',
  'order.cancelledRetry': 'Sie können die Zahlung erneut starten oder eine neue Bestellung beginnen.',
  'order.cancelledNew': 'Sie können eine neue Bestellung beginnen.',
  'order.savedNumber': 'Bestellung gespeichert (Nr. {id})',
  'order.payToConfirm': 'Bitte bestätigen Sie die Bestellung mit der Zahlung.',
  'order.toPay': 'Zu zahlen:',
  'order.noPayment':
    'Für diese Bestellung ist derzeit keine Zahlungsart verfügbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.',
  'order.newOrder': 'Neue Bestellung',
  'order.sibling': 'Ausweis für ein weiteres Kind bestellen',
  'order.siblingHint': 'E-Mail-Adresse, Anschrift, Ausweisart und Zahlungsart bleiben.',
  'order.siblingNotice':
    'Ihre E-Mail-Adresse, Anschrift, Ausweisart und Zahlungsart sind aus der letzten Bestellung übernommen. Bitte tragen Sie die Angaben des Kindes ein und wählen Sie sein Foto.',
  'order.lastPayment': 'Wie bei Ihrer letzten Bestellung',
  'order.payPaypal': 'Mit PayPal bezahlen',
  'order.payStripe': 'Mit Karte bezahlen (Stripe)',
  'order.payTest': 'Testzahlung',
  'order.redirecting': 'Wird weitergeleitet',
  'order.cardAppOpen': 'Ausweis-App öffnen',
  'order.cardAppHint':
    'Codes schon eingetragen – öffnen Sie diese Seite auf dem Smartphone, auf dem der Ausweis gezeigt werden soll.',
  'order.resultFailed': 'Bitte versuchen Sie die Zahlung auf der Bestellseite erneut.',
  'order.nothingCharged': 'Es wurde nichts berechnet.',
  'order.statusUnknown': 'Zahlungsstatus unbekannt',
  'order.notStored':
    'Diese Bestellung ist in diesem Browser nicht gespeichert. Deshalb können wir hier weder ihren Zahlungsstatus prüfen noch etwas an ihr ändern. Bitte öffnen Sie die Bestellseite in dem Browser, in dem Sie bestellt haben. Eine bezahlte Bestellung bestätigen wir Ihnen per E-Mail.',
  'order.backToOrder': 'Zurück zur Bestellung',
  'order.toHome': 'Zur Startseite',
  'order.cancelling': 'Die Zahlung wird abgebrochen',
  'order.checking': 'Die Zahlung wird geprüft',
  'order.noOrderId': 'Diese Adresse enthält keine gültige Bestellnummer.',
  'order.checkFailed':
    'Der Zahlungsstatus Ihrer Bestellung konnte nicht geprüft werden. Bitte versuchen Sie es erneut. Eine bezahlte Bestellung bestätigen wir Ihnen außerdem per E-Mail.',
  'order.checkAgain': 'Erneut prüfen',
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
  // ── end mail ──
} as const;

export type MessageId = keyof typeof de;
/** One language's texts: every key of the German file. */
export type Texts = Record<MessageId, string>;

const texts: Texts = de;
export default texts;
