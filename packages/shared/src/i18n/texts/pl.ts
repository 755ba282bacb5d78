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
