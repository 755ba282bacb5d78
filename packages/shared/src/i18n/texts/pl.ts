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
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'Dzień dobry,',
  'mail.signature': 'Z poważaniem\nZespół {app}',
  'mail.footer': 'Ta wiadomość została wysłana automatycznie przez {app}. Prosimy na nią nie odpowiadać.',
  'mail.linkFallback': 'Jeśli przycisk nie działa, prosimy skopiować ten link do przeglądarki:',
  'mail.linkOnlyYou':
    'Ten link jest przeznaczony tylko dla Państwa. Jest ważny na jedno zamówienie. Działa do {date} włącznie.',
  'mail.access.subject': 'Dziękujemy za zamówienie',
  'mail.access.thanks': 'dziękujemy za zamówienie w {org}. Zamówienie zostało potwierdzone.',
  'mail.access.orderNumber': 'Numer zamówienia: {id}',
  'mail.access.card': 'Legitymacja: {card}',
  'mail.access.for': 'Dla: {name}',
  'mail.access.ordered': 'Zamówiono: {kind}',
  'mail.access.kindBoth': 'legitymacja w smartfonie i karta plastikowa',
  'mail.access.kindOnline': 'legitymacja w smartfonie',
  'mail.access.kindPlastic': 'karta plastikowa',
  'mail.access.paid': 'Zapłacono: {sum}',
  'mail.access.toPay': 'Do zapłaty: {sum}',
  'mail.access.toPayTenant': 'Do zapłaty: {sum} (koszty pokrywa {org})',
  'mail.access.test': 'Uwaga: to jest legitymacja TESTOWA.',
  'mail.access.steps': 'Jak otrzymać legitymację w smartfonie:',
  'mail.access.step1': '1. Zamówić legitymację z kodem – gotowe.',
  'mail.access.step2': '2. Otrzymać dostęp e-mailem – to jest ta wiadomość.',
  'mail.access.step3': '3. Pobrać aplikację (link poniżej) i zalogować się tymi danymi:',
  'mail.access.tenantCode': 'Kod dostępu: {code}',
  'mail.access.productCode': 'Kod produktu: {code}',
  'mail.access.activationCode': 'Kod aktywacyjny: {code}',
  'mail.access.plastic':
    'Karta plastikowa zostanie wydrukowana. Za 10–12 dni zostanie wysłana do {org}, a nie do Państwa. Tam odbiorą Państwo kartę. Zdjęcie i dane do druku są usuwane po wysyłce.',
  'mail.access.view': 'Zobacz legitymację',
  'mail.access.openApp': 'Otwórz aplikację legitymacji (kody już wpisane)',
  'mail.access.app': 'Aplikacja legitymacji na smartfon:\n{url}',
  'mail.access.google':
    'Zapisz w Google Wallet (Android): Prosimy otworzyć aplikację przyciskiem „Otwórz aplikację legitymacji”. Następnie prosimy dotknąć pod legitymacją „Zapisz w Google Wallet”.',
  'mail.access.apple':
    'Apple Wallet: Prosimy otworzyć aplikację legitymacji na iPhonie przyciskiem powyżej. Następnie prosimy dotknąć „Dodaj do Apple Wallet”.',
  'mail.access.keep': 'Prosimy zachować tę wiadomość. Kody i link są przeznaczone tylko dla Państwa.',
  'mail.renewal.subject': 'Legitymacja wkrótce traci ważność – prosimy ją teraz przedłużyć',
  'mail.renewal.expires': '{card} dla {name} w {org} jest ważna tylko do {date}.',
  'mail.renewal.why':
    'Otrzymują Państwo tę wiadomość, ponieważ przy zamówieniu tej legitymacji podano Państwa adres e-mail, a {org} oferuje przedłużenie. Przypominamy tylko ten jeden raz.',
  'mail.renewal.how':
    'Przez link poniżej zamówią Państwo nową legitymację. Dane i zdjęcie dotychczasowej legitymacji są już wpisane. Mogą Państwo wszystko sprawdzić i zmienić. Można też wybrać nowe zdjęcie.',
  'mail.renewal.button': 'Przedłuż legitymację',
  'mail.renewal.otherwise':
    'Jeśli nie przedłużą Państwo legitymacji, nie trzeba nic robić. Dane i zdjęcie dotychczasowej legitymacji zostaną usunięte, gdy jej ważność skończy się {date}, jak opisano w naszej polityce prywatności ({url}).',
  'mail.photo.subject': 'Prosimy przesłać nowe zdjęcie do legitymacji',
  'mail.photo.checked':
    'Placówka „{org}” sprawdziła zdjęcie do legitymacji {name}. Niestety nie można go użyć.',
  'mail.photo.reason': 'Powód: {why}',
  'mail.photo.note': 'Uwaga od {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'Twarz jest słabo widoczna',
  'mail.photo.reasonNotCurrent': 'Zdjęcie nie jest aktualne',
  'mail.photo.reasonWrongPerson': 'Zdjęcie nie przedstawia posiadaczki ani posiadacza legitymacji',
  'mail.photo.reasonBackground': 'Tło lub kadr są nieodpowiednie',
  'mail.photo.reasonOther': 'Inny powód',
  'mail.photo.upload':
    'Prosimy przesłać nowe zdjęcie przez link poniżej. Nie trzeba nic zamawiać ani płacić ponownie. Wszystkie inne dane pozostają bez zmian.',
  'mail.photo.button': 'Prześlij nowe zdjęcie',
  'mail.photo.linkOnlyYou':
    'Ten link jest przeznaczony tylko dla Państwa. Jest ważny na jedno zdjęcie. Działa do {date} włącznie.',
  'mail.erased.subject': 'Państwa dane zostały usunięte – {org}',
  'mail.erased.done':
    'na Państwa wniosek placówka „{org}” usunęła zdjęcie, podpis i wszystkie dane osobowe legitymacji numer {id}. Legitymacja nie jest już ważna.',
  'mail.erased.kept':
    'Zachowane są tylko kwoty zamówienia i płatności, które trzeba przechowywać dla księgowości – bez nazwisk.',
  // ── end mail ──
};

export default pl;
