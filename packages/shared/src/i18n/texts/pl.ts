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
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  'verifier.title': 'Sprawdź legitymację',
  'verifier.intro':
    'Proszę zeskanować kod QR w aplikacji legitymacji lub na odwrocie karty. Autentyczność jest sprawdzana na tym urządzeniu, także bez internetu.',
  'verifier.startCamera': 'Włącz kamerę',
  'verifier.choosePicture': 'Wybierz obraz',
  'verifier.noKeys':
    'Na tym urządzeniu nie ma jeszcze kluczy weryfikacyjnych. Proszę raz otworzyć tę stronę z dostępem do internetu.',
  'verifier.noCodeInPicture':
    'Na tym obrazie nie znaleziono kodu QR. Proszę wybrać ostrzejszy obraz, na którym widać cały kod.',
  'verifier.keysFrom': 'Klucze weryfikacyjne z {date} ({count})',
  'verifier.camera': 'Podgląd kamery',
  'verifier.cameraImage': 'Obraz z kamery: proszę trzymać kod QR w ramce',
  'verifier.cameraHint': 'Proszę trzymać kod QR nieruchomo w obrazie z kamery.',
  'verifier.stopCamera': 'Wyłącz kamerę',
  'verifier.cameraNotAllowed':
    'Nie zezwolono na dostęp do kamery. Proszę zezwolić na niego w ustawieniach przeglądarki. Albo proszę wybrać obraz kodu QR lub wkleić kod poniżej.',
  'verifier.cameraNotFound':
    'To urządzenie nie ma kamery. Proszę wybrać obraz kodu QR lub wkleić kod poniżej.',
  'verifier.cameraFailed': 'Nie można włączyć kamery. Proszę wybrać obraz kodu QR lub wkleić kod poniżej.',
  'verifier.codeLabel': 'Wpisz lub wklej kod',
  'verifier.codeEmpty': 'Proszę wpisać lub wkleić kod.',
  'verifier.codeNotACardCode':
    'To nie jest kod legitymacji. Proszę wkleić cały tekst kodu QR: link z “{path}” albo kod po nim.',
  'verifier.checkCode': 'Sprawdź kod',
  'verifier.checking': 'Trwa sprawdzanie …',
  'verifier.verdictValid': 'Ważna',
  'verifier.verdictTest': 'Legitymacja testowa – nie jest ważną legitymacją',
  'verifier.verdictInvalid': 'Nieważna: {reason}',
  'verifier.problem.unknown': 'już nie istnieje',
  'verifier.problem.deleted': 'usunięta',
  'verifier.problem.erased': 'dane usunięte',
  'verifier.problem.archived': 'zarchiwizowana',
  'verifier.problem.reissued': 'nieaktualny kod',
  'verifier.problem.expired': 'wygasła',
  'verifier.problem.not_yet_valid': 'jeszcze nieważna',
  'verifier.problem.not_paid': 'nieopłacona',
  'verifier.problem.not_validated': 'niepotwierdzona przez szkołę',
  'verifier.problem.test': 'legitymacja testowa',
  'verifier.problemText.unknown': 'Legitymacja już nie istnieje w Ausweisportal.',
  'verifier.problemText.deleted': 'Legitymacja została usunięta.',
  'verifier.problemText.erased': 'Dane legitymacji zostały usunięte na wniosek.',
  'verifier.problemText.archived': 'Legitymacja jest zarchiwizowana.',
  'verifier.problemText.reissued':
    'Dane legitymacji od tego czasu się zmieniły. Ten kod jest nieaktualny. Proszę poprosić o pokazanie aktualnej legitymacji.',
  'verifier.problemText.expired': 'Legitymacja wygasła.',
  'verifier.problemText.not_yet_valid': 'Legitymacja nie jest jeszcze ważna.',
  'verifier.problemText.not_paid': 'Legitymacja nie jest opłacona.',
  'verifier.problemText.not_validated': 'Szkoła nie potwierdziła jeszcze legitymacji.',
  'verifier.problemText.test': 'To jest legitymacja testowa. Nie jest ważną legitymacją.',
  'verifier.refusal.format': 'to nie kod legitymacji',
  'verifier.refusal.unknown_key': 'nieznany klucz',
  'verifier.refusal.signature': 'nieprawidłowy podpis',
  'verifier.refusal.screen_outdated': 'nieaktualny kod z ekranu',
  'verifier.refusal.revoked': 'zablokowana',
  'verifier.refusalText.format': 'Ten kod QR nie jest kodem legitymacji z Ausweisportal.',
  'verifier.refusalText.unknown_key':
    'Kod jest podpisany nieznanym kluczem. Proszę raz otworzyć tę stronę z dostępem do internetu, aby pobrać aktualne klucze weryfikacyjne. Jeśli to nie pomoże, legitymacja nie jest prawdziwa.',
  'verifier.refusalText.signature': 'Nieprawidłowy podpis: kod został zmieniony lub podrobiony.',
  'verifier.refusalText.screen_outdated':
    'Ten kod z ekranu aplikacji legitymacji jest nieaktualny. Prawdopodobnie to zdjęcie lub zrzut ekranu.',
  'verifier.refusalText.expired': 'Legitymacja wygasła.',
  'verifier.refusalText.not_yet_valid': 'Legitymacja nie jest jeszcze ważna.',
  'verifier.refusalText.revoked':
    'Ta legitymacja została zablokowana: została usunięta, wcześniej zarchiwizowana lub usunięta na wniosek.',
  'verifier.refusalText.reissued':
    'Ten kod jest nieaktualny: legitymację wydano ponownie ze zmienionymi danymi. Proszę poprosić o pokazanie aktualnego kodu w aplikacji legitymacji.',
  'verifier.expiredOn': 'Legitymacja wygasła (ważna do {date}).',
  'verifier.notYetValidFrom': 'Legitymacja nie jest jeszcze ważna (ważna od {date}).',
  'verifier.screenOutdatedAt':
    'Ten kod z ekranu aplikacji legitymacji został podpisany {date}. Jest ważny tylko {hours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}}. Prawdopodobnie to zdjęcie lub zrzut ekranu. Aplikacja odnawia kod, gdy tylko ma dostęp do internetu.',
  'verifier.onListOf': '{reason} (lista blokad z {date})',
  'verifier.offlineNote':
    'Sprawdzono bez internetu: podpis i ważność się zgadzają. Czy legitymacja została w międzyczasie usunięta, zarchiwizowana lub wydana ponownie, pokaże sprawdzenie z dostępem do internetu.',
  'verifier.offlineOlderCodeNote':
    'Sprawdzono bez internetu: podpis i ważność się zgadzają. Czy legitymacja została w międzyczasie usunięta, zarchiwizowana lub wydana ponownie i czy jest to legitymacja testowa (ten starszy kod tego nie mówi), pokaże sprawdzenie z dostępem do internetu.',
  'verifier.onlineNote': 'Sprawdzono przez internet: aktualny stan w Ausweisportal.',
  'verifier.askingNote': 'Pobieranie aktualnego stanu …',
  'verifier.photoOf': 'Zdjęcie: {name}',
  'verifier.name': 'Imię i nazwisko',
  'verifier.birthday': 'Data urodzenia',
  'verifier.institution': 'Szkoła',
  'verifier.accessCode': 'Kod dostępu {code}',
  'verifier.validPeriod': 'Ważna',
  'verifier.fromTo': 'od {from} do {to}',
  'verifier.validated': 'Potwierdzona przez szkołę',
  'verifier.yes': 'Tak',
  'verifier.no': 'Nie',
  'verifier.issuedAt': 'Wydano',
  'verifier.cardNumber': 'Nr legitymacji',
  'verifier.signature': 'Podpis',
  'verifier.signatureGenuine': 'prawdziwy (sprawdzono na tym urządzeniu)',
  'verifier.hintTitle': 'Na co zwrócić uwagę w aplikacji legitymacji?',
  'verifier.hintClock': 'Godzina w aplikacji zmienia się co sekundę i zgadza się z Pana/Pani zegarem.',
  'verifier.hintBand': 'Pasek za godziną się porusza.',
  'verifier.hintLiveCode': 'Proszę wpisać tutaj kod na żywo (trzy cyfry i kolor). Zmienia się co 10 sekund.',
  'verifier.liveTitle': 'Sprawdzenie aplikacji legitymacji na żywo',
  'verifier.liveSigned':
    'Kod z ekranu aplikacji legitymacji, podpisany {date}. Teraz na tym urządzeniu: <clock>{time}</clock>',
  'verifier.liveCompare': 'Godzina w aplikacji musi się zgadzać. Pasek za nią musi się poruszać.',
  'verifier.liveLabel': 'Kod na żywo z aplikacji (na przykład {example})',
  'verifier.liveSubmit': 'Porównaj kod na żywo',
  'verifier.liveMatch': 'Kod na żywo się zgadza: ekran działa teraz na żywo, na urządzeniu z tą legitymacją.',
  'verifier.liveOffline':
    'Bez internetu nie można sprawdzić kodu na żywo. Proszę porównać godzinę w aplikacji z godziną powyżej. Proszę sprawdzić, czy pasek się porusza.',
  'verifier.liveUnclear': 'Nie udało się sprawdzić kodu na żywo. Proszę spróbować ponownie.',
  'verifier.liveMalformed':
    'Proszę wpisać kod na żywo tak, jak pokazuje go aplikacja: trzy cyfry i kolor, na przykład “042 Blau”.',
  'verifier.liveMismatch':
    'Kod na żywo nie pasuje do tej legitymacji. Proszę jeszcze raz odczytać kod pokazany w tej chwili. Jeśli znowu nie pasuje, ekran nie jest prawdziwy.',
  'verifier.liveOutdated':
    'Ten kod na żywo był ważny około {seconds} sekund temu, nie teraz. Prawdopodobnie to nagranie lub zrzut ekranu. Proszę odczytać kod pokazany w tej chwili.',
  'verifier.listFrom': 'Lista blokad z {date}',
  'verifier.noList':
    'Na tym urządzeniu nie ma jeszcze listy blokad. Bez internetu sprawdzenie nie rozpoznaje zablokowanych legitymacji. Proszę raz otworzyć tę stronę z dostępem do internetu.',
  'verifier.listOld':
    'Lista blokad jest starsza niż {days, plural, one {# dzień} few {# dni} many {# dni} other {# dnia}}. Bez internetu sprawdzenie nie rozpoznaje legitymacji zablokowanych od tego czasu. Proszę otworzyć stronę z dostępem do internetu, aby odnowić listę.',
  'verifier.listRefused.format': 'Pobranej listy blokad nie da się odczytać. Została odrzucona.',
  'verifier.listRefused.unknown_key':
    'Pobrana lista blokad jest podpisana nieznanym kluczem. Została odrzucona.',
  'verifier.listRefused.signature':
    'Podpis pobranej listy blokad jest nieprawidłowy. Lista została odrzucona.',
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default pl;
