/** Polski texts: every key of de.ts (see there). */
import type { Texts } from './de';

const pl: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Język',
  'common.languageMenu': 'Wybierz język',
  'common.legalBinding': 'Wiążący jest tekst w języku niemieckim.',
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
  'order.loading': 'Formularz zamówienia się ładuje',
  'order.title': 'Zamów: {product}',
  'order.expiryWarning':
    'Uwaga: ta legitymacja będzie ważna już tylko {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}!',
  'order.formLabel': 'Formularz zamówienia',
  'order.readOnly':
    'To zamówienie zostało wysłane. Danych nie można już zmienić. Aby złożyć kolejne zamówienie, proszę wybrać „Nowe zamówienie”.',
  'order.stepPhoto': 'Zdjęcie',
  'order.photoLabel': 'Zdjęcie legitymacyjne',
  'order.stepPerson': 'Dane osobowe',
  'order.stepPersonOf': 'Dane ({who})',
  'order.stepCard': 'Rodzaj legitymacji i cena',
  'order.stepSignature': 'Podpis',
  'order.signatureLabel': 'Pana/Pani podpis',
  'order.missingPhoto': 'Do zamówienia brakuje jeszcze: sprawdzonego zdjęcia (krok 1).',
  'order.missingSignature':
    'Do zamówienia brakuje jeszcze: podpisu. Proszę go potwierdzić przyciskiem pod polem.',
  'order.missingBoth':
    'Do zamówienia brakuje jeszcze: sprawdzonego zdjęcia (krok 1) i podpisu. Proszę potwierdzić podpis przyciskiem pod polem.',
  'order.submitPaid': 'Zamawiam z obowiązkiem zapłaty',
  'order.submit': 'Zamawiam',
  'order.confirmTitle': 'Potwierdzenie zamówienia legitymacji',
  'order.confirmText': 'Zamawia Pan/Pani <b>{product}</b> dla tej placówki:',
  'order.confirmHint':
    'To nie jest Pana/Pani placówka? Proszę wrócić. Proszę sprawdzić kod dostępu i kod produktu.',
  'order.back': 'Wstecz',
  'order.confirm': 'Potwierdzam',
  'order.offlineTitle': 'Brak połączenia',
  'order.offlineText':
    'Serwer jest teraz niedostępny. Proszę sprawdzić połączenie z internetem. Potem proszę spróbować ponownie.',
  'order.unavailableTitle': 'Zamówienie niemożliwe',
  'order.unavailableCodes':
    'Z kodem dostępu <b>{tenant}</b> i kodem produktu <b>{product}</b> nie można teraz zamówić legitymacji.',
  'order.checkSpelling': 'Proszę sprawdzić pisownię obu kodów.',
  'order.unavailableHint':
    'Jeśli kody są poprawne, zamówienia dla tego produktu być może jeszcze nie otwarto albo już je zakończono. Proszę zwrócić się do swojej placówki.',
  'order.retry': 'Spróbuj ponownie',
  'order.reenterCodes': 'Wpisz kody ponownie',
  'order.notOrderable':
    'Dla tych kodów nie ma legitymacji do zamówienia. Proszę sprawdzić kod dostępu i kod produktu.',
  'order.expired':
    'Tej legitymacji nie można już zamówić, ponieważ jej ważność się skończyła. Proszę zwrócić się do swojej placówki.',
  'order.linkInvalid':
    'Ten osobisty link do zamówienia jest nieważny lub wygasł. Mimo to można tu zamówić legitymację. Proszę samodzielnie wypełnić formularz.',
  'order.linkUsed':
    'Przez ten osobisty link zamówiono już legitymację. Można tu zamówić kolejną legitymację. Proszę samodzielnie wypełnić formularz.',
  'order.linkPrefilled': 'Dane pochodzą z poprzedniej legitymacji. Proszę je sprawdzić przed zamówieniem.',
  'order.linkPhotoOffered':
    'Zdjęcie z poprzedniej legitymacji jest już dodane. Można je zachować lub wybrać nowe zdjęcie.',
  'order.linkPrefilledImport':
    'Szkoła lub placówka wpisała już dane. Proszę je sprawdzić i uzupełnić brakujące.',
  'order.linkPhotoOfferedImport':
    'Zdjęcie przesłane przez szkołę lub placówkę jest już dodane. Można je zachować lub wybrać inne zdjęcie.',
  'order.testCard': 'LEGITYMACJA TESTOWA',
  'order.testBannerNote': '– tylko do wypróbowania, nie jest ważną legitymacją',
  'order.testTitle': 'Zamówienie testowe',
  'order.testText':
    'To jest <b>LEGITYMACJA TESTOWA</b>. Zamówienie służy tylko do wypróbowania. Ważna legitymacja nie zostanie wydana.',
  'order.testRealCard':
    'Potrzebuje Pan/Pani prawdziwej legitymacji? Proszę zapytać placówkę o właściwy kod dostępu i kod produktu.',
  'order.testOrganisation':
    'Chce Pan/Pani korzystać z Ausweisportal w swojej organizacji? Proszę wysłać <link>prośbę o kontakt</link>.',
  'order.testQuestion': 'Czy wysłać zamówienie testowe?',
  'order.no': 'Nie',
  'order.yes': 'Tak',
  'order.chooseCards': 'Proszę wybrać, co chce Pan/Pani zamówić (można też oba):',
  'order.online': 'Legitymacja w smartfonie',
  'order.onlineNote':
    'Z legitymacji w smartfonie korzysta się w aplikacji. Kod dostępu, kod produktu i kod aktywacyjny otrzyma Pan/Pani e-mailem po złożeniu zamówienia.',
  'order.hardcopy': 'Karta plastikowa',
  'order.hardcopyNote':
    'Karta plastikowa jest wysyłana do placówki, nie do Pana/Pani. Realizacja trwa od {from} do {to} dni. Zdjęcie i dane są usuwane po wysyłce.',
  'order.totalPrice': 'Cena łączna',
  'order.preview': 'Podgląd',
  'order.previewLoading': 'Podgląd się ładuje',
  'order.previewHint': 'Mniej więcej tak będzie wyglądać legitymacja. Podgląd od razu pokazuje wpisane dane.',
  'order.saved': 'Zamówienie zapisane',
  'order.confirmWith': 'Proszę potwierdzić przez {methods}.',
  'order.methodTest': 'płatność testową',
  'order.thanks': 'Dziękujemy za zamówienie.',
  'order.errorTitle': 'Błąd',
  'order.cancelledShort': 'Anulowano',
  'order.paid': 'Zapłacono',
  'order.confirmed': 'Zamówienie jest potwierdzone!',
  'order.thanksNumber':
    'Dziękujemy za zamówienie (nr {id}). Potwierdzenie ze wszystkimi dalszymi krokami otrzyma Pan/Pani e-mailem.',
  'order.failed': 'Podczas płatności wystąpił błąd.',
  'order.failedRetry': 'Zamówienie jest zapisane. Proszę ponowić płatność.',
  'order.cancelled': 'Zamówienie zostało anulowane.',
  'order.cancelledRetry': 'Można ponownie rozpocząć płatność lub rozpocząć nowe zamówienie.',
  'order.cancelledNew': 'Można rozpocząć nowe zamówienie.',
  'order.savedNumber': 'Zamówienie zapisane (nr {id})',
  'order.payToConfirm': 'Proszę potwierdzić zamówienie płatnością.',
  'order.toPay': 'Do zapłaty:',
  'order.noPayment':
    'Dla tego zamówienia nie ma teraz żadnej formy płatności. Proszę spróbować później lub skontaktować się z pomocą techniczną.',
  'order.newOrder': 'Nowe zamówienie',
  'order.sibling': 'Zamów legitymację dla kolejnego dziecka',
  'order.siblingHint': 'Adres e-mail, adres, rodzaj legitymacji i forma płatności zostają.',
  'order.siblingNotice':
    'Adres e-mail, adres, rodzaj legitymacji i forma płatności pochodzą z ostatniego zamówienia. Proszę wpisać dane dziecka i wybrać jego zdjęcie.',
  'order.lastPayment': 'Jak w ostatnim zamówieniu',
  'order.payPaypal': 'Zapłać przez PayPal',
  'order.payStripe': 'Zapłać kartą (Stripe)',
  'order.payTest': 'Płatność testowa',
  'order.redirecting': 'Przekierowanie',
  'order.cardAppOpen': 'Otwórz aplikację',
  'order.cardAppHint':
    'Kody są już wpisane. Proszę otworzyć tę stronę na smartfonie, na którym ma być pokazywana legitymacja.',
  'order.resultFailed': 'Proszę ponowić płatność na stronie zamówienia.',
  'order.nothingCharged': 'Nic nie zostało pobrane.',
  'order.statusUnknown': 'Status płatności nieznany',
  'order.notStored':
    'To zamówienie nie jest zapisane w tej przeglądarce. Dlatego nie możemy tu sprawdzić statusu płatności ani niczego zmienić. Proszę otworzyć stronę zamówienia w przeglądarce, w której złożono zamówienie. Opłacone zamówienie potwierdzimy e-mailem.',
  'order.backToOrder': 'Wróć do zamówienia',
  'order.toHome': 'Do strony głównej',
  'order.cancelling': 'Płatność jest anulowana',
  'order.checking': 'Płatność jest sprawdzana',
  'order.noOrderId': 'Ten adres nie zawiera ważnego numeru zamówienia.',
  'order.checkFailed':
    'Nie udało się sprawdzić statusu płatności zamówienia. Proszę spróbować ponownie. Opłacone zamówienie potwierdzimy także e-mailem.',
  'order.checkAgain': 'Sprawdź ponownie',
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
};

export default pl;
