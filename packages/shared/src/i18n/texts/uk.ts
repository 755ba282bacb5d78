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
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  'verifier.title': 'Перевірити посвідчення',
  'verifier.intro':
    'Відскануйте QR-код у застосунку посвідчення або на звороті картки. Справжність перевіряється на цьому пристрої, навіть без інтернету.',
  'verifier.startCamera': 'Увімкнути камеру',
  'verifier.choosePicture': 'Вибрати зображення',
  'verifier.noKeys':
    'На цьому пристрої ще немає ключів перевірки. Будь ласка, відкрийте цю сторінку один раз з інтернетом.',
  'verifier.noCodeInPicture':
    'На цьому зображенні немає QR-коду. Будь ласка, виберіть чіткіше зображення, на якому видно весь код.',
  'verifier.keysFrom': 'Ключі перевірки від {date} ({count})',
  'verifier.camera': 'Камера',
  'verifier.cameraImage': 'Зображення камери: тримайте QR-код у рамці',
  'verifier.cameraHint': 'Тримайте QR-код нерухомо в зображенні камери.',
  'verifier.stopCamera': 'Вимкнути камеру',
  'verifier.cameraNotAllowed':
    'Доступ до камери не дозволено. Будь ласка, дозвольте його в налаштуваннях браузера. Або виберіть зображення QR-коду, або вставте код нижче.',
  'verifier.cameraNotFound':
    'На цьому пристрої немає камери. Будь ласка, виберіть зображення QR-коду або вставте код нижче.',
  'verifier.cameraFailed':
    'Камера не вмикається. Будь ласка, виберіть зображення QR-коду або вставте код нижче.',
  'verifier.codeLabel': 'Введіть або вставте код',
  'verifier.codeEmpty': 'Будь ласка, введіть або вставте код.',
  'verifier.codeNotACardCode':
    'Це не код посвідчення. Будь ласка, вставте весь текст QR-коду: посилання з “{path}” або код після нього.',
  'verifier.checkCode': 'Перевірити код',
  'verifier.checking': 'Перевіряється …',
  'verifier.verdictValid': 'Дійсне',
  'verifier.verdictTest': 'Тестове посвідчення – не дійсне посвідчення',
  'verifier.verdictInvalid': 'Не дійсне: {reason}',
  'verifier.problem.unknown': 'більше не існує',
  'verifier.problem.deleted': 'видалене',
  'verifier.problem.erased': 'дані видалено',
  'verifier.problem.archived': 'в архіві',
  'verifier.problem.reissued': 'застарілий код',
  'verifier.problem.expired': 'термін дії минув',
  'verifier.problem.not_yet_valid': 'ще не дійсне',
  'verifier.problem.not_paid': 'не оплачене',
  'verifier.problem.not_validated': 'не підтверджене школою',
  'verifier.problem.test': 'тестове посвідчення',
  'verifier.problemText.unknown': 'Посвідчення більше немає в Ausweisportal.',
  'verifier.problemText.deleted': 'Посвідчення видалено.',
  'verifier.problemText.erased': 'Дані посвідчення видалено на запит.',
  'verifier.problemText.archived': 'Посвідчення в архіві.',
  'verifier.problemText.reissued':
    'Дані посвідчення відтоді змінилися. Цей код застарів. Будь ласка, попросіть показати актуальне посвідчення.',
  'verifier.problemText.expired': 'Термін дії посвідчення минув.',
  'verifier.problemText.not_yet_valid': 'Посвідчення ще не дійсне.',
  'verifier.problemText.not_paid': 'Посвідчення не оплачене.',
  'verifier.problemText.not_validated': 'Школа ще не підтвердила посвідчення.',
  'verifier.problemText.test': 'Це тестове посвідчення. Воно не дійсне.',
  'verifier.refusal.format': 'не код посвідчення',
  'verifier.refusal.unknown_key': 'невідомий ключ',
  'verifier.refusal.signature': 'підпис недійсний',
  'verifier.refusal.screen_outdated': 'застарілий код з екрана',
  'verifier.refusal.revoked': 'заблоковане',
  'verifier.refusalText.format': 'Цей QR-код не є кодом посвідчення Ausweisportal.',
  'verifier.refusalText.unknown_key':
    'Код підписано невідомим ключем. Будь ласка, відкрийте цю сторінку один раз з інтернетом, щоб завантажити актуальні ключі перевірки. Якщо й тоді не вийде, посвідчення не справжнє.',
  'verifier.refusalText.signature': 'Підпис недійсний: код змінено або підроблено.',
  'verifier.refusalText.screen_outdated':
    'Цей код з екрана застосунку посвідчення застарів. Імовірно, це фото або знімок екрана.',
  'verifier.refusalText.expired': 'Термін дії посвідчення минув.',
  'verifier.refusalText.not_yet_valid': 'Посвідчення ще не дійсне.',
  'verifier.refusalText.revoked':
    'Це посвідчення заблоковано: його видалено, достроково переміщено в архів або видалено на запит.',
  'verifier.refusalText.reissued':
    'Цей код застарів: посвідчення видано знову зі зміненими даними. Будь ласка, попросіть показати актуальний код у застосунку посвідчення.',
  'verifier.expiredOn': 'Термін дії посвідчення минув (дійсне до {date}).',
  'verifier.notYetValidFrom': 'Посвідчення ще не дійсне (дійсне з {date}).',
  'verifier.screenOutdatedAt':
    'Цей код з екрана застосунку посвідчення підписано {date}. Він дійсний лише {hours, plural, one {# годину} few {# години} many {# годин} other {# години}}. Імовірно, це фото або знімок екрана. Застосунок оновлює код, щойно він має інтернет.',
  'verifier.onListOf': '{reason} (список блокувань від {date})',
  'verifier.offlineNote':
    'Перевірено без інтернету: підпис і термін дії правильні. Чи посвідчення тим часом видалено, переміщено в архів або видано знову, покаже перевірка з інтернетом.',
  'verifier.offlineOlderCodeNote':
    'Перевірено без інтернету: підпис і термін дії правильні. Чи посвідчення тим часом видалено, переміщено в архів або видано знову, і чи це тестове посвідчення (цей старіший код цього не каже), покаже перевірка з інтернетом.',
  'verifier.onlineNote': 'Перевірено з інтернетом: актуальний стан в Ausweisportal.',
  'verifier.askingNote': 'Запитуємо актуальний стан …',
  'verifier.photoOf': 'Фото: {name}',
  'verifier.name': 'Ім’я',
  'verifier.birthday': 'Дата народження',
  'verifier.institution': 'Школа',
  'verifier.accessCode': 'Код доступу {code}',
  'verifier.validPeriod': 'Дійсне',
  'verifier.fromTo': 'з {from} до {to}',
  'verifier.validated': 'Підтверджене школою',
  'verifier.yes': 'Так',
  'verifier.no': 'Ні',
  'verifier.issuedAt': 'Видано',
  'verifier.cardNumber': 'Номер посвідчення',
  'verifier.signature': 'Підпис',
  'verifier.signatureGenuine': 'справжній (перевірено на цьому пристрої)',
  'verifier.hintTitle': 'На що звернути увагу в застосунку посвідчення?',
  'verifier.hintClock': 'Час у застосунку йде щосекунди і збігається з Вашим годинником.',
  'verifier.hintBand': 'Смуга за часом рухається.',
  'verifier.hintLiveCode': 'Введіть тут живий код (три цифри і колір). Він змінюється кожні 10 секунд.',
  'verifier.liveTitle': 'Жива перевірка застосунку посвідчення',
  'verifier.liveSigned':
    'Код з екрана застосунку посвідчення, підписано {date}. Зараз на цьому пристрої: <clock>{time}</clock>',
  'verifier.liveCompare': 'Час у застосунку має збігатися. Смуга за ним має рухатися.',
  'verifier.liveLabel': 'Живий код із застосунку (наприклад, {example})',
  'verifier.liveSubmit': 'Звірити живий код',
  'verifier.liveMatch': 'Живий код правильний: екран зараз живий, на пристрої з цим посвідченням.',
  'verifier.liveOffline':
    'Без інтернету живий код не можна перевірити. Порівняйте час у застосунку з часом угорі. Переконайтеся, що смуга рухається.',
  'verifier.liveUnclear': 'Не вдалося перевірити живий код. Будь ласка, спробуйте ще раз.',
  'verifier.liveMalformed':
    'Будь ласка, введіть живий код так, як його показує застосунок: три цифри і колір, наприклад “042 Blau”.',
  'verifier.liveMismatch':
    'Живий код не підходить до цього посвідчення. Будь ласка, ще раз прочитайте код, який показано зараз. Якщо він знову не підходить, екран не справжній.',
  'verifier.liveOutdated':
    'Цей живий код був дійсний приблизно {seconds} секунд тому, а не зараз. Імовірно, це запис або знімок екрана. Будь ласка, прочитайте код, який показано зараз.',
  'verifier.listFrom': 'Список блокувань від {date}',
  'verifier.noList':
    'На цьому пристрої ще немає списку блокувань. Без інтернету перевірка не розпізнає заблоковані посвідчення. Будь ласка, відкрийте цю сторінку один раз з інтернетом.',
  'verifier.listOld':
    'Список блокувань старший за {days, plural, one {# день} few {# дні} many {# днів} other {# дня}}. Без інтернету перевірка не розпізнає посвідчення, заблоковані відтоді. Будь ласка, відкрийте сторінку з інтернетом, щоб оновити список.',
  'verifier.listRefused.format': 'Завантажений список блокувань неможливо прочитати. Його відхилено.',
  'verifier.listRefused.unknown_key':
    'Завантажений список блокувань підписано невідомим ключем. Його відхилено.',
  'verifier.listRefused.signature': 'Підпис завантаженого списку блокувань неправильний. Список відхилено.',
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default uk;
