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
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  // ── end form ──

  // ── cardInfo: card info page ──
  'cardInfo.title': 'Informacje o legitymacji',
  'cardInfo.testChip': 'LEGITYMACJA TESTOWA',
  'cardInfo.notFoundTitle': 'Nie znaleziono legitymacji',
  'cardInfo.notFoundText':
    'Do tego linku nie ma legitymacji. Proszę sprawdzić, czy link jest pełny. Na przykład proszę go skopiować z e-maila zamiast przepisywać.',
  'cardInfo.home': 'Do strony głównej',
  'cardInfo.retry': 'Spróbuj ponownie',
  'cardInfo.loadFailed': 'Nie udało się wczytać danych legitymacji.',
  'cardInfo.loading': 'Wczytywanie legitymacji',
  'cardInfo.cardImage': 'Legitymacja: {name}',
  'cardInfo.noImage': 'Dla tej legitymacji nie ma obrazu.',
  'cardInfo.internalId': 'Numer wewnętrzny',
  'cardInfo.familyname': 'Nazwisko',
  'cardInfo.forname': 'Imię',
  'cardInfo.birthday': 'Data urodzenia',
  'cardInfo.isTest': 'Legitymacja testowa',
  'cardInfo.deleted': 'Usunięta',
  'cardInfo.validFrom': 'Ważna od',
  'cardInfo.validTo': 'Ważna do',
  'cardInfo.validated': 'Potwierdzona',
  'cardInfo.validatedBy': 'Potwierdził(a)',
  'cardInfo.validatedAt': 'Data potwierdzenia',
  'cardInfo.createdAt': 'Data utworzenia',
  'cardInfo.yes': 'Tak',
  'cardInfo.no': 'Nie',
  'cardInfo.verdict.valid': 'Ważna',
  'cardInfo.verdict.test': 'Legitymacja testowa – nie jest ważną legitymacją',
  'cardInfo.verdict.invalid': 'Nieważna: {why}',
  'cardInfo.verdict.short.unknown': 'już nie istnieje',
  'cardInfo.verdict.short.deleted': 'usunięta',
  'cardInfo.verdict.short.erased': 'dane usunięte',
  'cardInfo.verdict.short.archived': 'w archiwum',
  'cardInfo.verdict.short.reissued': 'nieaktualny kod',
  'cardInfo.verdict.short.expired': 'wygasła',
  'cardInfo.verdict.short.not_yet_valid': 'jeszcze nieważna',
  'cardInfo.verdict.short.not_paid': 'nieopłacona',
  'cardInfo.verdict.short.not_validated': 'niepotwierdzona',
  'cardInfo.verdict.short.test': 'legitymacja testowa',
  'cardInfo.verdict.text.unknown': 'Legitymacji nie ma już w Ausweisportal.',
  'cardInfo.verdict.text.deleted': 'Legitymacja została usunięta.',
  'cardInfo.verdict.text.erased': 'Dane legitymacji zostały usunięte na wniosek.',
  'cardInfo.verdict.text.archived': 'Legitymacja jest w archiwum.',
  'cardInfo.verdict.text.reissued':
    'Dane legitymacji zmieniły się od tego czasu. Ten kod jest nieaktualny. Proszę poprosić o pokazanie aktualnej legitymacji.',
  'cardInfo.verdict.text.expired': 'Legitymacja wygasła.',
  'cardInfo.verdict.text.not_yet_valid': 'Legitymacja nie jest jeszcze ważna.',
  'cardInfo.verdict.text.not_paid': 'Legitymacja nie jest opłacona.',
  'cardInfo.verdict.text.not_validated': 'Szkoła lub placówka nie potwierdziła jeszcze legitymacji.',
  'cardInfo.verdict.text.test': 'To jest legitymacja testowa. Nie jest ważna.',
  'cardInfo.verdict.refused.format': 'to nie jest kod legitymacji',
  'cardInfo.verdict.refused.unknown_key': 'nieznany klucz',
  'cardInfo.verdict.refused.signature': 'nieważny podpis',
  'cardInfo.verdict.refused.screen_outdated': 'nieaktualny kod z ekranu',
  'cardInfo.verdict.refused.revoked': 'zablokowana',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Aplikacja legitymacji',
  'cardApp.loginHint': 'Kody znajdą Państwo w e-mailu z danymi dostępu.',
  'cardApp.tenantCode': 'Kod dostępu',
  'cardApp.productCode': 'Kod produktu',
  'cardApp.onlineCode': 'Kod aktywacyjny',
  'cardApp.required': 'Proszę podać wartość',
  'cardApp.login': 'Zaloguj się',
  'cardApp.checking': 'Sprawdzanie …',
  'cardApp.noConnection': 'Brak połączenia. Proszę sprawdzić połączenie z internetem i spróbować ponownie.',
  'cardApp.checkFailed': 'Sprawdzenie nie powiodło się. Proszę spróbować ponownie później.',
  'cardApp.tooManyRequests': 'Zbyt wiele zapytań. Proszę chwilę poczekać i spróbować ponownie.',
  'cardApp.wrongCodes': 'Do tych kodów nie ma legitymacji na smartfon. Proszę sprawdzić kody z e-maila.',
  'cardApp.deleted': 'Ta legitymacja została usunięta.',
  'cardApp.expired': 'Ta legitymacja wygasła.',
  'cardApp.unpaid': 'Ta legitymacja nie jest jeszcze opłacona.',
  'cardApp.cardData': 'Dane legitymacji',
  'cardApp.born': 'Data urodzenia: {date}',
  'cardApp.validTo': 'Ważna do {date}',
  'cardApp.qrImage': 'Kod QR do sprawdzenia legitymacji',
  'cardApp.qrCaption': 'Kod QR do sprawdzenia autentyczności',
  'cardApp.offline': 'Brak połączenia – ostatnie sprawdzenie {when}',
  'cardApp.lastChecked': 'Ostatnie sprawdzenie: {when}',
  'cardApp.logoutConfirm': 'Na pewno wylogować? Legitymacja zostanie usunięta z tego urządzenia.',
  'cardApp.cancel': 'Anuluj',
  'cardApp.logout': 'Wyloguj się',
  'cardApp.refresh': 'Odśwież',
  'cardApp.live': 'Wskaźnik na żywo',
  'cardApp.liveCode': 'Kod na żywo',
  'cardApp.liveCodeLater': 'Kod na żywo pojawi się po następnym sprawdzeniu z internetem',
  'cardApp.failed': 'To się nie udało. Proszę spróbować ponownie później.',
  'cardApp.myData': 'Moje dane',
  'cardApp.myDataHint': 'Wszystko, co zapisaliśmy o tej legitymacji: jako PDF do czytania i jako plik JSON.',
  'cardApp.downloadPdf': 'Pobierz jako PDF',
  'cardApp.downloadJson': 'Pobierz jako JSON',
  'cardApp.requestErasure': 'Wniosek o usunięcie',
  'cardApp.erasureConfirmTitle': 'Złożyć wniosek o usunięcie danych?',
  'cardApp.erasureConfirm':
    'Szkoła lub placówka usunie w ciągu miesiąca zdjęcie, podpis i wszystkie dane osobowe tej legitymacji. Legitymacja stanie się wtedy nieważna. Gdy dane zostaną usunięte, otrzymają Państwo e-mail.',
  'cardApp.erasureRequested': 'Wniosek wpłynął. Szkoła lub placówka usunie dane najpóźniej do {due}.',
  'cardApp.renew': 'Przedłuż legitymację',
  'cardApp.renewHint': 'Legitymacja wkrótce wygaśnie. Proszę teraz zamówić nową. Dane są już wpisane.',
  'cardApp.renewFailed': 'Nie udało się utworzyć linku do zamówienia. Proszę spróbować ponownie później.',
  'cardApp.renewOpensOn': 'Przedłużenie możliwe od {date}',
  'cardApp.renewOpensOnHint': 'Wtedy można tu zamówić nową legitymację. Dane są już wpisane.',
  'cardApp.renewOrdered': 'Nowa legitymacja jest zamówiona.',
  'cardApp.renewOrderedHint': 'Dane dostępu do nowej legitymacji otrzymają Państwo e-mailem.',
  'cardApp.appleWallet': 'Dodaj do Apple Wallet',
  'cardApp.appleWalletHint': 'Legitymacja zostanie zapisana w Apple Wallet i będzie tam aktualna.',
  'cardApp.googleWallet': 'Zapisz w Google Wallet',
  'cardApp.googleWalletFailed':
    'Nie udało się przygotować legitymacji dla Google Wallet. Proszę spróbować ponownie później.',
  'cardApp.googleWalletNotOffered': 'Dla tej legitymacji nie ma karty Google Wallet.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default pl;
