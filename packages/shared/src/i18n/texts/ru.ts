/** Русский texts: every key of de.ts (see there). */
import type { Texts } from './de';

const ru: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Язык',
  'common.languageMenu': 'Выберите язык',
  'common.legalBinding': 'Юридически обязательным является текст на немецком языке.',
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
  'verifier.title': 'Проверить удостоверение',
  'verifier.intro':
    'Отсканируйте QR-код в приложении удостоверения или на обратной стороне карты. Подлинность проверяется на этом устройстве, даже без интернета.',
  'verifier.startCamera': 'Включить камеру',
  'verifier.choosePicture': 'Выбрать изображение',
  'verifier.noKeys':
    'На этом устройстве ещё нет ключей проверки. Пожалуйста, откройте эту страницу один раз с интернетом.',
  'verifier.noCodeInPicture':
    'На этом изображении нет QR-кода. Пожалуйста, выберите более чёткое изображение, на котором виден весь код.',
  'verifier.keysFrom': 'Ключи проверки от {date} ({count})',
  'verifier.camera': 'Камера',
  'verifier.cameraImage': 'Изображение камеры: держите QR-код в рамке',
  'verifier.cameraHint': 'Держите QR-код неподвижно в изображении камеры.',
  'verifier.stopCamera': 'Выключить камеру',
  'verifier.cameraNotAllowed':
    'Доступ к камере не разрешён. Пожалуйста, разрешите его в настройках браузера. Или выберите изображение QR-кода, или вставьте код ниже.',
  'verifier.cameraNotFound':
    'На этом устройстве нет камеры. Пожалуйста, выберите изображение QR-кода или вставьте код ниже.',
  'verifier.cameraFailed':
    'Камера не включается. Пожалуйста, выберите изображение QR-кода или вставьте код ниже.',
  'verifier.codeLabel': 'Введите или вставьте код',
  'verifier.codeEmpty': 'Пожалуйста, введите или вставьте код.',
  'verifier.codeNotACardCode':
    'Это не код удостоверения. Пожалуйста, вставьте весь текст QR-кода: ссылку с “{path}” или код после неё.',
  'verifier.checkCode': 'Проверить код',
  'verifier.checking': 'Проверяется …',
  'verifier.verdictValid': 'Действительно',
  'verifier.verdictTest': 'Тестовое удостоверение – не действительное удостоверение',
  'verifier.verdictInvalid': 'Не действительно: {reason}',
  'verifier.problem.unknown': 'больше не существует',
  'verifier.problem.deleted': 'удалено',
  'verifier.problem.erased': 'данные удалены',
  'verifier.problem.archived': 'в архиве',
  'verifier.problem.reissued': 'устаревший код',
  'verifier.problem.expired': 'срок действия истёк',
  'verifier.problem.not_yet_valid': 'ещё не действительно',
  'verifier.problem.not_paid': 'не оплачено',
  'verifier.problem.not_validated': 'не подтверждено школой',
  'verifier.problem.test': 'тестовое удостоверение',
  'verifier.problemText.unknown': 'Удостоверения больше нет в Ausweisportal.',
  'verifier.problemText.deleted': 'Удостоверение удалено.',
  'verifier.problemText.erased': 'Данные удостоверения удалены по запросу.',
  'verifier.problemText.archived': 'Удостоверение в архиве.',
  'verifier.problemText.reissued':
    'Данные удостоверения с тех пор изменились. Этот код устарел. Пожалуйста, попросите показать актуальное удостоверение.',
  'verifier.problemText.expired': 'Срок действия удостоверения истёк.',
  'verifier.problemText.not_yet_valid': 'Удостоверение ещё не действительно.',
  'verifier.problemText.not_paid': 'Удостоверение не оплачено.',
  'verifier.problemText.not_validated': 'Школа ещё не подтвердила удостоверение.',
  'verifier.problemText.test': 'Это тестовое удостоверение. Оно не действительно.',
  'verifier.refusal.format': 'не код удостоверения',
  'verifier.refusal.unknown_key': 'неизвестный ключ',
  'verifier.refusal.signature': 'подпись недействительна',
  'verifier.refusal.screen_outdated': 'устаревший код с экрана',
  'verifier.refusal.revoked': 'заблокировано',
  'verifier.refusalText.format': 'Этот QR-код не является кодом удостоверения Ausweisportal.',
  'verifier.refusalText.unknown_key':
    'Код подписан неизвестным ключом. Пожалуйста, откройте эту страницу один раз с интернетом, чтобы загрузить актуальные ключи проверки. Если и тогда не получится, удостоверение не подлинное.',
  'verifier.refusalText.signature': 'Подпись недействительна: код изменён или подделан.',
  'verifier.refusalText.screen_outdated':
    'Этот код с экрана приложения удостоверения устарел. Вероятно, это фото или снимок экрана.',
  'verifier.refusalText.expired': 'Срок действия удостоверения истёк.',
  'verifier.refusalText.not_yet_valid': 'Удостоверение ещё не действительно.',
  'verifier.refusalText.revoked':
    'Это удостоверение заблокировано: оно удалено, досрочно перемещено в архив или удалено по запросу.',
  'verifier.refusalText.reissued':
    'Этот код устарел: удостоверение выдано заново с изменёнными данными. Пожалуйста, попросите показать актуальный код в приложении удостоверения.',
  'verifier.expiredOn': 'Срок действия удостоверения истёк (действительно до {date}).',
  'verifier.notYetValidFrom': 'Удостоверение ещё не действительно (действительно с {date}).',
  'verifier.screenOutdatedAt':
    'Этот код с экрана приложения удостоверения подписан {date}. Он действителен только {hours, plural, one {# час} few {# часа} many {# часов} other {# часа}}. Вероятно, это фото или снимок экрана. Приложение обновляет код, как только появляется интернет.',
  'verifier.onListOf': '{reason} (список блокировок от {date})',
  'verifier.offlineNote':
    'Проверено без интернета: подпись и срок действия верны. Было ли удостоверение с тех пор удалено, перемещено в архив или выдано заново, покажет проверка с интернетом.',
  'verifier.offlineOlderCodeNote':
    'Проверено без интернета: подпись и срок действия верны. Было ли удостоверение с тех пор удалено, перемещено в архив или выдано заново, и является ли оно тестовым (этот старый код этого не говорит), покажет проверка с интернетом.',
  'verifier.onlineNote': 'Проверено через интернет: актуальное состояние в Ausweisportal.',
  'verifier.askingNote': 'Запрашиваем актуальное состояние …',
  'verifier.photoOf': 'Фото: {name}',
  'verifier.name': 'Имя',
  'verifier.birthday': 'Дата рождения',
  'verifier.institution': 'Школа',
  'verifier.accessCode': 'Код доступа {code}',
  'verifier.validPeriod': 'Действительно',
  'verifier.fromTo': 'с {from} по {to}',
  'verifier.validated': 'Подтверждено школой',
  'verifier.yes': 'Да',
  'verifier.no': 'Нет',
  'verifier.issuedAt': 'Выдано',
  'verifier.cardNumber': 'Номер удостоверения',
  'verifier.signature': 'Подпись',
  'verifier.signatureGenuine': 'подлинная (проверено на этом устройстве)',
  'verifier.hintTitle': 'На что обратить внимание в приложении удостоверения?',
  'verifier.hintClock': 'Время в приложении идёт посекундно и совпадает с Вашими часами.',
  'verifier.hintBand': 'Полоса за временем движется.',
  'verifier.hintLiveCode': 'Введите здесь живой код (три цифры и цвет). Он меняется каждые 10 секунд.',
  'verifier.liveTitle': 'Живая проверка приложения удостоверения',
  'verifier.liveSigned':
    'Код с экрана приложения удостоверения, подписан {date}. Сейчас на этом устройстве: <clock>{time}</clock>',
  'verifier.liveCompare': 'Время в приложении должно совпадать. Полоса за ним должна двигаться.',
  'verifier.liveLabel': 'Живой код из приложения (например, {example})',
  'verifier.liveSubmit': 'Сверить живой код',
  'verifier.liveMatch': 'Живой код верен: экран сейчас живой, на устройстве с этим удостоверением.',
  'verifier.liveOffline':
    'Без интернета живой код нельзя проверить. Сравните время в приложении со временем вверху. Убедитесь, что полоса движется.',
  'verifier.liveUnclear': 'Не удалось проверить живой код. Пожалуйста, попробуйте ещё раз.',
  'verifier.liveMalformed':
    'Пожалуйста, введите живой код так, как его показывает приложение: три цифры и цвет, например “042 Blau”.',
  'verifier.liveMismatch':
    'Живой код не подходит к этому удостоверению. Пожалуйста, ещё раз прочитайте код, который показан сейчас. Если он снова не подходит, экран не подлинный.',
  'verifier.liveOutdated':
    'Этот живой код был действителен примерно {seconds} секунд назад, а не сейчас. Вероятно, это запись или снимок экрана. Пожалуйста, прочитайте код, который показан сейчас.',
  'verifier.listFrom': 'Список блокировок от {date}',
  'verifier.noList':
    'На этом устройстве ещё нет списка блокировок. Без интернета проверка не распознаёт заблокированные удостоверения. Пожалуйста, откройте эту страницу один раз с интернетом.',
  'verifier.listOld':
    'Список блокировок старше {days, plural, one {# дня} few {# дней} many {# дней} other {# дня}}. Без интернета проверка не распознаёт удостоверения, заблокированные с тех пор. Пожалуйста, откройте страницу с интернетом, чтобы обновить список.',
  'verifier.listRefused.format': 'Загруженный список блокировок невозможно прочитать. Он отклонён.',
  'verifier.listRefused.unknown_key':
    'Загруженный список блокировок подписан неизвестным ключом. Он отклонён.',
  'verifier.listRefused.signature': 'Подпись загруженного списка блокировок неверна. Список отклонён.',
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default ru;
