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
  'form.email': 'Nieprawidłowy adres e-mail',
  'form.number': 'Proszę podać liczbę',
  'form.password': 'Liczba znaków: od {min} do {max}',
  'form.passwordMatch': 'Wartości nie są zgodne',
  'form.required': 'Proszę podać wartość',
  'form.between': 'Proszę podać wartość od 0 do 10',
  'form.minLen': 'Minimalna liczba znaków: {n}',
  'form.maxLen': 'Maksymalna liczba znaków: {n}',
  'form.integer': 'Proszę podać liczbę całkowitą',
  'form.float': 'Proszę podać liczbę dziesiętną',
  'form.validDate': 'Proszę wpisać datę w formacie DD.MM.RRRR.',
  'form.validMonth': 'Proszę wpisać datę w formacie MM/RR.',
  'form.dateFormat': 'Proszę wpisać datę w formacie {pattern}.',
  'form.noSuchDate': 'Taka data nie istnieje.',
  'form.wrongType': 'Nieprawidłowa wartość.',
  'form.dateAfter': 'Proszę podać datę po {date}',
  'form.dateBefore': 'Proszę podać datę przed {date}',
  'form.emailDomain': 'Adres e-mail musi należeć do domeny @{domain}',
  'form.domainInvalid': 'Proszę podać prawidłową domenę, na przykład example.de',
  'form.controlChars': 'Proszę nie używać znaków sterujących.',
  'form.text': 'Proszę podać tekst',
  'form.list': 'Proszę podać listę',
  'form.option': 'Proszę wybrać jedną z podanych wartości',
  'form.format': 'Wartość nie ma oczekiwanego formatu.',
  'form.invalid': 'Proszę podać prawidłową wartość',
  'form.minNumber': 'Proszę podać wartość od {n}',
  'form.maxNumber': 'Proszę podać wartość do {n}',
  'form.minItems': 'Minimalna liczba wpisów: {n}',
  'form.maxItems': 'Maksymalna liczba wpisów: {n}',
  'form.cardChoice': 'Proszę wybrać legitymację w smartfonie, kartę plastikową lub obie.',
  'form.birthdayFuture': 'Data urodzenia nie może być w przyszłości.',
  'form.labelForname': 'Imię',
  'form.labelFamilyname': 'Nazwisko',
  'form.labelBirthday': 'Data urodzenia',
  'form.labelDepartment': 'Klasa/dział',
  'form.labelExternalId': 'Numer zewnętrzny',
  'form.labelEmail': 'E-mail',
  'form.labelCity': 'Miejsce zamieszkania',
  'form.labelStreet': 'Ulica i numer domu',
  'form.labelDate1': 'Data 1',
  'form.labelDate2': 'Data 2',
  'form.labelMonth': 'Miesiąc/rok',
  'form.emailHelp': 'Na ten adres wyślemy potwierdzenie i dane logowania.',
  'form.emailHelpDomain': 'Tylko adresy @{domain}. Na ten adres wyślemy potwierdzenie i dane logowania.',
  'form.lockedHint': 'Ta wartość jest z góry ustalona. Nie można jej tu zmienić.',
  'form.dateHint': 'Proszę wpisać: {pattern}',
  'form.letterDay': 'D',
  'form.letterMonth': 'M',
  'form.letterYear': 'R',
  'form.consentTitle': 'Zgoda',
  'form.consentTitleParent': 'Zgoda rodzica lub opiekuna',
  'form.consent202611Use':
    '{by, select, parent {Jestem rodzicem lub opiekunem dziecka, dla którego zamawiana jest ta legitymacja. Zgadzam się, aby {tenant} przetwarzał(a) zdjęcie i dane mojego dziecka z tego formularza} other {Zgadzam się, aby {tenant} przetwarzał(a) moje zdjęcie i moje dane z tego formularza}} (w jej imieniu robi to Ausweisportal). Cel: wykonanie legitymacji, pokazywanie jej w aplikacji legitymacji, sprawdzanie jej podczas kontroli{plastic, select, yes {, wydrukowanie i wysłanie karty plastikowej} other {}} oraz obsługa płatności.',
  'form.consent202611DeleteOnline': 'Zdjęcie i dane są usuwane, gdy legitymacja traci ważność.',
  'form.consent202611DeletePrinted':
    'Zdjęcie i dane są usuwane {days, plural, =1 {jeden dzień} other {# dni}} po wydrukowaniu karty.',
  'form.consent202611Revoke':
    'Zgodę można w każdej chwili wycofać: przyciskiem „Poproś o usunięcie” w aplikacji legitymacji albo w {tenant}.',
  'form.consentMissing': 'Proszę potwierdzić zgodę.',
  'form.consentOutdated': 'Tekst zgody się zmienił. Proszę odświeżyć stronę i ponownie potwierdzić zgodę.',
  'form.consentParentNeeded':
    'Właściciel legitymacji ma mniej niż 16 lat. Proszę potwierdzić zgodę jako rodzic lub opiekun.',
  'form.photo': 'Zdjęcie',
  'form.passportPhoto': 'Zdjęcie legitymacyjne',
  'form.photoHint':
    'Twarz musi być dobrze widoczna: od przodu, dobrze oświetlona, na jasnym tle, bez okularów przeciwsłonecznych.',
  'form.photoChoose': 'Wybierz zdjęcie',
  'form.photoChooseOther': 'Wybierz inne zdjęcie',
  'form.photoTake': 'Zrób zdjęcie',
  'form.chooseNamed': 'Wybierz: {name}',
  'form.photoCameraNamed': 'Zrób aparatem: {name}',
  'form.photoPreview': '{name}: podgląd',
  'form.photoNone': '{name}: jeszcze nie wybrano',
  'form.noPhotoYet': 'Brak zdjęcia',
  'form.photoChecking': 'Zdjęcie jest sprawdzane',
  'form.cropLoading': 'Ładowanie kadrowania …',
  'form.photoCropTitle': 'Wykadruj zdjęcie',
  'form.photoCropIntro':
    'Przesuń i powiększ zdjęcie, aż twarz będzie dobrze widoczna w ramce. Puste miejsca zostaną wypełnione bielą.',
  'form.photoMissing': 'Proszę wybrać zdjęcie.',
  'form.photoNotImage': 'Plik nie jest obrazem. Proszę wybrać zdjęcie w formacie JPEG, PNG, WebP lub GIF.',
  'form.photoTooSmall':
    'Zdjęcie jest za małe do dobrego wydruku (co najmniej {min} × {min} pikseli). Proszę wybrać zdjęcie o wyższej rozdzielczości.',
  'form.photoFailed': 'Nie udało się sprawdzić zdjęcia. Proszę spróbować ponownie.',
  'form.photoNoFace':
    'Na zdjęciu nie widać wyraźnie twarzy. Proszę wybrać zdjęcie, na którym twarz jest dobrze widoczna.',
  'form.photoManyFaces':
    'Na zdjęciu jest kilka twarzy. Proszę wybrać zdjęcie, na którym jest tylko jedna osoba.',
  'form.photoUnavailable': 'Sprawdzanie zdjęć jest teraz niedostępne. Proszę spróbować później.',
  'form.photoBusy': 'Sprawdzanie zdjęć jest teraz przeciążone. Proszę spróbować za minutę.',
  'form.imageBroken': 'Obraz jest uszkodzony lub niepełny. Proszę wybrać inny plik.',
  'form.fileTooLarge': 'Plik jest za duży (najwyżej {mb} MB).',
  'form.imageTooManyPixels': 'Obraz jest za duży (najwyżej {mp} megapikseli). Proszę go zmniejszyć.',
  'form.imageNotImage': 'Plik nie jest obrazem. Proszę wybrać obraz w formacie JPEG, PNG, WebP lub GIF.',
  'form.imageNone': 'Brak obrazu',
  'form.imageChoose': 'Wybierz obraz',
  'form.imageDiscard': 'Odrzuć',
  'form.imageSize': '{label} {width} x {height} pikseli',
  'form.imageCropTitle': 'Wykadruj: {label}',
  'form.imageCropNote': 'Wynik: {width} x {height} pikseli. Puste miejsca zostaną wypełnione bielą.',
  'form.imageCrop': 'Wykadruj',
  'form.imageLoading': 'Ładowanie obrazu',
  'form.zoomOut': 'Pomniejsz',
  'form.zoomIn': 'Powiększ',
  'form.zoom': 'Powiększenie',
  'form.moveLeft': 'Przesuń obraz w lewo',
  'form.moveRight': 'Przesuń obraz w prawo',
  'form.moveUp': 'Przesuń obraz w górę',
  'form.moveDown': 'Przesuń obraz w dół',
  'form.cancel': 'Anuluj',
  'form.accept': 'Zatwierdź',
  'form.signature': 'Podpis',
  'form.yourSignature': 'Państwa podpis',
  'form.signatureDone': 'Podpis zatwierdzony.',
  'form.signatureHint': 'Proszę podpisać się w polu (palcem, rysikiem lub myszą). Potem wybrać „Zatwierdź”.',
  'form.signatureImage': 'Zatwierdzony podpis',
  'form.signatureCanvas': 'Pole podpisu',
  'form.clear': 'Wyczyść',
  'form.signatureDraw': 'Narysuj',
  'form.signatureType': 'Wpisz imię',
  'form.signatureWays': 'Jak chcą Państwo się podpisać?',
  'form.signatureTypedLabel': 'Imię i nazwisko jako podpis',
  'form.signatureTypedHint':
    'Proszę wpisać imię i nazwisko. Zostaną zapisane pismem odręcznym jako podpis. Potem wybrać „Zatwierdź”.',
  'form.photoLinkTitle': 'Prześlij nowe zdjęcie',
  'form.photoLinkChecking': 'Sprawdzanie linku …',
  'form.photoLinkIntro':
    'Niestety {tenant} nie może użyć zdjęcia do legitymacji osoby {name}. Proszę przesłać tutaj nowe zdjęcie. Nie trzeba nic zamawiać ponownie. Nie trzeba nic płacić.',
  'form.photoLinkReason': 'Powód:',
  'form.photoLinkNote': 'Uwaga:',
  'form.photoLinkNewPhoto': 'Nowe zdjęcie legitymacyjne',
  'form.photoLinkUpload': 'Prześlij zdjęcie',
  'form.photoLinkValidUntil': 'Link jest ważny dla jednego zdjęcia. Działa do {date} włącznie.',
  'form.photoLinkInvalid':
    'Link do przesłania nowego zdjęcia jest nieważny lub wygasł. Proszę skontaktować się ze szkołą lub placówką.',
  'form.photoLinkUsed':
    'Przez ten link przesłano już nowe zdjęcie. Jest teraz sprawdzane. Jeśli czegoś zabraknie, wyślemy e-mail.',
  'form.photoLinkUploaded': 'Dziękujemy! Nowe zdjęcie dotarło. Jest teraz sprawdzane.',
  'form.rejectNotRecognisable': 'Twarz słabo widoczna',
  'form.rejectNotCurrent': 'Zdjęcie nieaktualne',
  'form.rejectWrongPerson': 'Zdjęcie nie przedstawia właściciela legitymacji',
  'form.rejectBackground': 'Nieodpowiednie tło lub kadr',
  'form.rejectOther': 'Inny powód',
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
