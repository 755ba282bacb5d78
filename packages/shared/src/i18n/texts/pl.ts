/** Polski texts: every key of de.ts (see there). */
import type { Texts } from './de';

const pl: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Język',
  'common.languageMenu': 'Wybierz język',
  'common.legalBinding': 'Wiążący jest tekst w języku niemieckim.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  'layout.logoLabel': 'Ausweisportal – Do strony głównej',
  'layout.mainNav': 'Menu główne',
  'layout.start': 'Strona główna',
  'layout.register': 'Prośba o kontakt',
  'layout.login': 'Logowanie',
  'layout.admin': 'Administracja',
  'layout.openMenu': 'Otwórz menu',
  'layout.logout': 'Wyloguj',
  'layout.help': 'Pomoc',
  'layout.privacy': 'Ochrona danych',
  'layout.faq': 'Pytania',
  'layout.contact': 'Dane kontaktowe',
  'layout.imprint': 'Nota prawna',
  'layout.newTab': '{link} (otwiera się w nowej karcie)',
  'layout.cookieRegion': 'Informacja o plikach cookie',
  'layout.cookieText':
    'Ta strona nie używa plików cookie. W przeglądarce zapisywane są tylko dane potrzebne do działania strony.',
  'layout.cookieOk': 'Rozumiem',
  'layout.loading': 'Strona się wczytuje',
  'layout.errorTitle': 'Wystąpił błąd',
  'layout.errorText':
    'Nie udało się wyświetlić strony. Proszę wczytać stronę ponownie. Jeśli problem nie zniknie, proszę skontaktować się z naszym zespołem wsparcia.',
  'layout.errorReload': 'Wczytaj stronę ponownie',
  'layout.notFoundTitle': 'Nie znaleziono strony',
  'layout.notFoundText': 'Ten adres nie istnieje:',
  'layout.notFoundHint': 'Proszę sprawdzić pisownię. Albo zacząć od strony głównej.',
  'layout.toHome': 'Do strony głównej',
  // ── end layout ──

  // ── home: landing page, code form ──
  'home.title': 'Twoja legitymacja – w smartfonie i jako karta',
  'home.intro':
    'Legitymacje dla uczniów, nauczycieli i klubów można zamówić przez internet: ekologicznie, szybko i bezpiecznie. Kod dostępu i kod produktu otrzymają Państwo od swojej szkoły lub placówki.',
  'home.formTitle': 'Zamówienie legitymacji',
  'home.formHint': 'Proszę wpisać kody otrzymane od szkoły lub placówki.',
  'home.accessCode': 'Kod dostępu',
  'home.productCode': 'Kod produktu',
  'home.submit': 'Utwórz legitymację',
  'home.promiseTitle': 'Dlaczego Ausweisportal?',
  'home.greenTitle': 'Ekologicznie',
  'home.greenText': 'Legitymacja w smartfonie oszczędza plastik i druk.',
  'home.savesTitle': 'Oszczędza czas i pieniądze',
  'home.savesText': 'Bez sesji zdjęciowych, bez list, bez dodruku.',
  'home.easyTitle': 'Szybko i prosto',
  'home.easyText': 'Wystarczy wgrać zdjęcie i wpisać dane. Gotowe.',
  'home.safeTitle': 'Bezpiecznie',
  'home.safeText': 'Dostęp tylko z osobistym kodem. Otrzymają go Państwo e-mailem.',
  'home.stepsTitle': 'Legitymacja w trzech krokach',
  'home.orderTitle': 'Zamówienie legitymacji',
  'home.orderText':
    'Proszę otworzyć formularz zamówienia kodem dostępu i kodem produktu. Potem zamówić legitymację.',
  'home.mailTitle': 'Dostęp przez e-mail',
  'home.mailText': 'Dane logowania do legitymacji w smartfonie otrzymają Państwo e-mailem.',
  'home.appTitle': 'Pobranie aplikacji i logowanie',
  'home.appText': 'Proszę pobrać aplikację legitymacji. Potem zalogować się danymi logowania.',
  'home.appLink': 'Do aplikacji legitymacji',
  'home.questions':
    'Mają Państwo pytania? Proszę przeczytać <faq>częste pytania</faq> lub <link>skontaktować się</link> z nami.',
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  'legal.showGerman': 'Pokaż tekst niemiecki',
  'legal.showTranslation': 'Pokaż tłumaczenie',
  'legal.email': 'E-mail: {mail}',
  'legal.phone': 'Tel.: {tel}',
  'legal.privacyTitle': 'Polityka prywatności',
  'legal.privacyIntro':
    'Ochrona Państwa danych jest dla nas ważna. Tutaj dowiedzą się Państwo, jakie dane przetwarzamy przy zamówieniu i używaniu legitymacji, jak długo je przechowujemy i kto ma do nich dostęp.',
  'legal.controllerTitle': 'Administrator danych',
  'legal.dataTitle': 'Jakie dane przetwarzamy',
  'legal.dataText':
    'Przy zamówieniu legitymacji zapisujemy dane z formularza zamówienia: nazwisko, imię, datę urodzenia, adres e-mail, zdjęcie i w razie potrzeby podpis. Zapisujemy też inne dane, których szkoła lub placówka potrzebuje do legitymacji (na przykład klasę lub numer członkowski). Dane służą wyłącznie do wykonania, dostarczenia i sprawdzania legitymacji.',
  'legal.keepTitle': 'Okres przechowywania',
  'legal.keepCard':
    'Dane legitymacji usuwamy, gdy skończy się jej ważność. Zdjęcia i dane do drukowanych legitymacji – także zdjęcia dzieci – usuwamy po wysłaniu wydrukowanych kart.',
  'legal.keepLogs':
    'Dane dziennika naszych serwerów (na przykład czas wizyty i techniczne komunikaty o błędach) przechowujemy około dwóch tygodni. Potem są usuwane automatycznie.',
  'legal.keepAudit':
    'Szkoła lub placówka musi móc wykazać, kto miał dostęp do danych legitymacji. Dlatego zapisujemy, kto i kiedy wyświetlił, zmienił, wyeksportował lub wydrukował legitymację – bez samych danych. Te wpisy są usuwane automatycznie po {days, plural, one {# dniu} few {# dniach} many {# dniach} other {# dnia}}.',
  'legal.placeTitle': 'Miejsce przechowywania',
  'legal.placeText':
    'Wszystkie dane przechowuje dostawca hostingu w centrach danych w dwóch lokalizacjach. Dzięki temu dane są dostępne, nawet gdy jedna lokalizacja ulegnie awarii.',
  'legal.accessTitle': 'Dostęp do legitymacji',
  'legal.accessText':
    'Legitymację w smartfonie można otworzyć tylko kodem dostępu. Ten kod otrzymają Państwo e-mailem przy zamówieniu. Bez tego kodu nikt nie otworzy Państwa legitymacji w aplikacji. Szkoła lub placówka widzi dane potrzebne do sprawdzenia legitymacji.',
  'legal.cookiesTitle': 'Pliki cookie',
  'legal.cookiesText':
    'Ta strona nie używa plików cookie ani narzędzi do liczenia odwiedzin. Dane potrzebne do działania strony (na przykład logowanie pracowników) są zapisywane tylko w pamięci Państwa przeglądarki.',
  'legal.rightsTitle': 'Państwa prawa',
  'legal.rightsText':
    'Mają Państwo prawo do informacji o swoich danych, ich sprostowania, usunięcia i ograniczenia przetwarzania. Mogą Państwo też złożyć skargę do organu nadzorczego ds. ochrony danych. W tym celu proszę napisać do nas na adres {mail}.',
  'legal.imprintTitle': 'Nota prawna',
  'legal.imprintInfo': 'Informacje zgodnie z § 5 DDG (niemiecka ustawa o usługach cyfrowych)',
  'legal.imprintRepresented': 'Reprezentowana przez prezes zarządu {name}',
  'legal.imprintContact': 'Dane kontaktowe',
  'legal.imprintRegisterTitle': 'Rejestr handlowy i VAT',
  'legal.imprintVatId': 'Numer identyfikacyjny VAT: {id}',
  'legal.faqTitle': 'Częste pytania',
  'legal.faqDeliveryQuestion': 'Kiedy i dokąd dostarczana jest wydrukowana legitymacja?',
  'legal.faqDeliveryAnswer':
    'Przygotowanie wydrukowanej legitymacji trwa {days} dni. Wydrukowane legitymacje wysyłamy do szkoły lub placówki, a nie do Państwa domu. Tam odbiorą Państwo legitymację. Legitymację w smartfonie otwierają Państwo w aplikacji danymi logowania otrzymanymi e-mailem.',
  'legal.contactTitle': 'Dane kontaktowe',
  'legal.contactIntro':
    'Na pytania o zamówioną legitymację zwykle odpowiada Państwa szkoła, klub lub firma. W razie problemów technicznych z Ausweisportal lub aplikacją chętnie pomożemy.',
  'legal.contactSupport': 'Wsparcie',
  'legal.contactSupportHint':
    'Proszę podać nazwę szkoły lub placówki. Jeśli mają Państwo numer zamówienia, proszę go dodać.',
  'legal.contactTech': 'Dział techniczny',
  // ── end legal ──

  // ── register: registration form ──
  'register.title': 'Prośba o kontakt',
  'register.intro':
    'Chcą Państwo oferować legitymacje dla swojej szkoły, klubu lub firmy przez Ausweisportal? Proszę przesłać nam dane kontaktowe. Odezwiemy się jak najszybciej.',
  'register.onlyOrganisations':
    'Przyjmujemy zapytania tylko od organizacji. Chcą Państwo zamówić legitymację? Kod dostępu i kod produktu otrzymają Państwo od swojej szkoły lub placówki.',
  'register.person': 'Osoba kontaktowa',
  'register.salutation': 'Zwrot grzecznościowy',
  'register.choose': 'Proszę wybrać',
  'register.salutationFrau': 'Pani',
  'register.salutationHerr': 'Pan',
  'register.salutationDivers': 'Inne',
  'register.academicTitle': 'Tytuł',
  'register.forename': 'Imię',
  'register.familyname': 'Nazwisko',
  'register.organisation': 'Organizacja',
  'register.tenantname': 'Nazwa organizacji',
  'register.area': 'Dziedzina',
  'register.areaPlaceholder': 'np. szkoła, klub, firma',
  'register.areaChoose': 'Wybierz dziedzinę',
  'register.areaSchool': 'Szkoła',
  'register.areaClub': 'Klub',
  'register.areaCompany': 'Przedsiębiorstwo',
  'register.areaAssociation': 'Związek',
  'register.street': 'Ulica',
  'register.plz': 'Kod pocztowy',
  'register.city': 'Miejscowość',
  'register.phone': 'Nr telefonu',
  'register.email': 'E-mail',
  'register.website': 'Strona internetowa',
  'register.confirm':
    'Potwierdzam, że wysyłam to zapytanie w imieniu organizacji (szkoły, klubu, firmy). Nie jestem osobą prywatną ani klientem.',
  'register.submit': 'Wyślij zapytanie',
  'register.thanks': 'Dziękujemy. Rozpatrujemy Państwa rejestrację.',
  'register.thanksText': 'Skontaktujemy się z Państwem e-mailem lub telefonicznie.',
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
