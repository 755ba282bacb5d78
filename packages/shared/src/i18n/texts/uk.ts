/** Українська texts: every key of de.ts (see there). */
import type { Texts } from './de';

const uk: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Мова',
  'common.languageMenu': 'Виберіть мову',
  'common.legalBinding': 'Обов’язковим є текст німецькою мовою.',
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
  'cardInfo.title': 'Інформація про картку',
  'cardInfo.testChip': 'ТЕСТОВА КАРТКА',
  'cardInfo.notFoundTitle': 'Картку не знайдено',
  'cardInfo.notFoundText':
    'Для цього посилання немає картки. Будь ласка, перевірте, чи посилання повне. Наприклад, скопіюйте його з електронного листа, а не вводьте вручну.',
  'cardInfo.home': 'На головну сторінку',
  'cardInfo.retry': 'Спробувати ще раз',
  'cardInfo.loadFailed': 'Не вдалося завантажити дані картки.',
  'cardInfo.loading': 'Картка завантажується',
  'cardInfo.cardImage': 'Картка: {name}',
  'cardInfo.noImage': 'Для цієї картки немає зображення.',
  'cardInfo.internalId': 'Внутрішній номер',
  'cardInfo.familyname': 'Прізвище',
  'cardInfo.forname': 'Ім’я',
  'cardInfo.birthday': 'Дата народження',
  'cardInfo.isTest': 'Тестова картка',
  'cardInfo.deleted': 'Видалено',
  'cardInfo.validFrom': 'Дійсна з',
  'cardInfo.validTo': 'Дійсна до',
  'cardInfo.validated': 'Підтверджено',
  'cardInfo.validatedBy': 'Підтвердив(ла)',
  'cardInfo.validatedAt': 'Дата підтвердження',
  'cardInfo.createdAt': 'Дата створення',
  'cardInfo.yes': 'Так',
  'cardInfo.no': 'Ні',
  'cardInfo.verdict.valid': 'Дійсна',
  'cardInfo.verdict.test': 'Тестова картка – не дійсна картка',
  'cardInfo.verdict.invalid': 'Недійсна: {why}',
  'cardInfo.verdict.short.unknown': 'більше не існує',
  'cardInfo.verdict.short.deleted': 'видалена',
  'cardInfo.verdict.short.erased': 'дані видалено',
  'cardInfo.verdict.short.archived': 'в архіві',
  'cardInfo.verdict.short.reissued': 'застарілий код',
  'cardInfo.verdict.short.expired': 'термін дії минув',
  'cardInfo.verdict.short.not_yet_valid': 'ще не дійсна',
  'cardInfo.verdict.short.not_paid': 'не оплачена',
  'cardInfo.verdict.short.not_validated': 'не підтверджена',
  'cardInfo.verdict.short.test': 'тестова картка',
  'cardInfo.verdict.text.unknown': 'Картки більше немає в Ausweisportal.',
  'cardInfo.verdict.text.deleted': 'Картку видалено.',
  'cardInfo.verdict.text.erased': 'Дані картки видалено на запит.',
  'cardInfo.verdict.text.archived': 'Картка в архіві.',
  'cardInfo.verdict.text.reissued':
    'Дані картки відтоді змінилися. Цей код застарів. Будь ласка, попросіть показати актуальну картку.',
  'cardInfo.verdict.text.expired': 'Термін дії картки минув.',
  'cardInfo.verdict.text.not_yet_valid': 'Картка ще не дійсна.',
  'cardInfo.verdict.text.not_paid': 'Картку не оплачено.',
  'cardInfo.verdict.text.not_validated': 'Школа або установа ще не підтвердила картку.',
  'cardInfo.verdict.text.test': 'Це тестова картка. Вона не дійсна.',
  'cardInfo.verdict.refused.format': 'не код картки',
  'cardInfo.verdict.refused.unknown_key': 'невідомий ключ',
  'cardInfo.verdict.refused.signature': 'підпис недійсний',
  'cardInfo.verdict.refused.screen_outdated': 'застарілий код з екрана',
  'cardInfo.verdict.refused.revoked': 'заблокована',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Застосунок картки',
  'cardApp.loginHint': 'Коди є в електронному листі з Вашими даними для входу.',
  'cardApp.tenantCode': 'Код доступу',
  'cardApp.productCode': 'Код продукту',
  'cardApp.onlineCode': 'Код активації',
  'cardApp.required': 'Будь ласка, введіть значення',
  'cardApp.login': 'Увійти',
  'cardApp.checking': 'Перевірка …',
  'cardApp.noConnection':
    'Немає з’єднання. Будь ласка, перевірте підключення до інтернету і спробуйте ще раз.',
  'cardApp.checkFailed': 'Перевірка не вдалася. Будь ласка, спробуйте пізніше.',
  'cardApp.tooManyRequests': 'Забагато запитів. Будь ласка, зачекайте трохи і спробуйте ще раз.',
  'cardApp.wrongCodes':
    'Для цих кодів немає картки для смартфона. Будь ласка, перевірте коди з Вашого електронного листа.',
  'cardApp.deleted': 'Цю картку видалено.',
  'cardApp.expired': 'Термін дії цієї картки минув.',
  'cardApp.unpaid': 'Цю картку ще не оплачено.',
  'cardApp.cardData': 'Дані картки',
  'cardApp.born': 'Дата народження: {date}',
  'cardApp.validTo': 'Дійсна до {date}',
  'cardApp.qrImage': 'QR-код для перевірки картки',
  'cardApp.qrCaption': 'QR-код для перевірки справжності',
  'cardApp.offline': 'Немає з’єднання – остання перевірка {when}',
  'cardApp.lastChecked': 'Остання перевірка: {when}',
  'cardApp.logoutConfirm': 'Справді вийти? Картку буде видалено з цього пристрою.',
  'cardApp.cancel': 'Скасувати',
  'cardApp.logout': 'Вийти',
  'cardApp.refresh': 'Оновити',
  'cardApp.live': 'Живий показ',
  'cardApp.liveCode': 'Живий код',
  'cardApp.liveCodeLater': 'Живий код з’явиться після наступної перевірки з інтернетом',
  'cardApp.failed': 'Не вдалося. Будь ласка, спробуйте пізніше.',
  'cardApp.myData': 'Мої дані',
  'cardApp.myDataHint': 'Усе, що ми зберегли про цю картку: як PDF для читання і як файл JSON.',
  'cardApp.downloadPdf': 'Завантажити як PDF',
  'cardApp.downloadJson': 'Завантажити як JSON',
  'cardApp.requestErasure': 'Подати запит на видалення',
  'cardApp.erasureConfirmTitle': 'Подати запит на видалення даних?',
  'cardApp.erasureConfirm':
    'Школа або установа протягом одного місяця видалить фото, підпис і всі особисті дані цієї картки. Після цього картка стане недійсною. Коли дані буде видалено, Ви отримаєте електронний лист.',
  'cardApp.erasureRequested': 'Ваш запит отримано. Школа або установа видалить дані не пізніше {due}.',
  'cardApp.renew': 'Продовжити картку',
  'cardApp.renewHint':
    'Термін дії Вашої картки скоро закінчиться. Замовте нову зараз. Ваші дані вже внесено.',
  'cardApp.renewFailed': 'Не вдалося створити посилання для замовлення. Будь ласка, спробуйте пізніше.',
  'cardApp.renewOpensOn': 'Продовження можливе з {date}',
  'cardApp.renewOpensOnHint': 'Тоді тут можна буде замовити нову картку. Ваші дані вже внесено.',
  'cardApp.renewOrdered': 'Нову картку замовлено.',
  'cardApp.renewOrderedHint': 'Дані для входу до нової картки Ви отримаєте електронною поштою.',
  'cardApp.appleWallet': 'Додати в Apple Wallet',
  'cardApp.appleWalletHint': 'Картку буде збережено в Apple Wallet і там вона буде актуальною.',
  'cardApp.googleWallet': 'Зберегти в Google Wallet',
  'cardApp.googleWalletFailed':
    'Не вдалося підготувати картку для Google Wallet. Будь ласка, спробуйте пізніше.',
  'cardApp.googleWalletNotOffered': 'Для цієї картки немає пропуску Google Wallet.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default uk;
