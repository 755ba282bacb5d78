/** العربية texts: every key of de.ts (see there). */
import type { Texts } from './de';

const ar: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'اللغة',
  'common.languageMenu': 'اختر اللغة',
  'common.legalBinding': 'النص الألماني هو النص المُلزِم.',
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
  'verifier.title': 'التحقق من البطاقة',
  'verifier.intro':
    'امسح رمز QR في تطبيق البطاقة أو على ظهر البطاقة. يتم التحقق من صحة البطاقة على هذا الجهاز، حتى دون إنترنت.',
  'verifier.startCamera': 'تشغيل الكاميرا',
  'verifier.choosePicture': 'اختيار صورة',
  'verifier.noKeys':
    'لا توجد مفاتيح تحقق محفوظة على هذا الجهاز بعد. يرجى فتح هذه الصفحة مرة واحدة مع اتصال بالإنترنت.',
  'verifier.noCodeInPicture':
    'لم يُعثر على رمز QR في هذه الصورة. يرجى اختيار صورة أوضح يظهر فيها الرمز كاملًا.',
  'verifier.keysFrom': 'مفاتيح التحقق بتاريخ {date} ({count})',
  'verifier.camera': 'الكاميرا',
  'verifier.cameraImage': 'صورة الكاميرا: ضع رمز QR داخل الإطار',
  'verifier.cameraHint': 'أمسك رمز QR ثابتًا أمام الكاميرا.',
  'verifier.stopCamera': 'إيقاف الكاميرا',
  'verifier.cameraNotAllowed':
    'لم يُسمح بالوصول إلى الكاميرا. يرجى السماح به في إعدادات المتصفح. أو اختر صورة لرمز QR، أو الصق الرمز في الأسفل.',
  'verifier.cameraNotFound':
    'لا توجد كاميرا في هذا الجهاز. يرجى اختيار صورة لرمز QR، أو لصق الرمز في الأسفل.',
  'verifier.cameraFailed': 'لا يمكن تشغيل الكاميرا. يرجى اختيار صورة لرمز QR، أو لصق الرمز في الأسفل.',
  'verifier.codeLabel': 'اكتب الرمز أو الصقه',
  'verifier.codeEmpty': 'يرجى كتابة الرمز أو لصقه.',
  'verifier.codeNotACardCode':
    'هذا ليس رمز بطاقة. يرجى لصق نص رمز QR كاملًا: الرابط الذي يحتوي على “{path}” أو الرمز الذي بعده.',
  'verifier.checkCode': 'التحقق من الرمز',
  'verifier.checking': 'جارٍ التحقق …',
  'verifier.verdictValid': 'صالحة',
  'verifier.verdictTest': 'بطاقة تجريبية – ليست بطاقة صالحة',
  'verifier.verdictInvalid': 'غير صالحة: {reason}',
  'verifier.problem.unknown': 'لم تعد موجودة',
  'verifier.problem.deleted': 'محذوفة',
  'verifier.problem.erased': 'البيانات محذوفة',
  'verifier.problem.archived': 'مؤرشفة',
  'verifier.problem.reissued': 'رمز قديم',
  'verifier.problem.expired': 'منتهية الصلاحية',
  'verifier.problem.not_yet_valid': 'غير صالحة بعد',
  'verifier.problem.not_paid': 'غير مدفوعة',
  'verifier.problem.not_validated': 'لم تؤكدها المدرسة',
  'verifier.problem.test': 'بطاقة تجريبية',
  'verifier.problemText.unknown': 'البطاقة لم تعد موجودة في Ausweisportal.',
  'verifier.problemText.deleted': 'تم حذف البطاقة.',
  'verifier.problemText.erased': 'تم حذف بيانات البطاقة بناءً على طلب.',
  'verifier.problemText.archived': 'البطاقة مؤرشفة.',
  'verifier.problemText.reissued':
    'تغيرت بيانات البطاقة منذ ذلك الحين. هذا الرمز قديم. يرجى طلب عرض البطاقة الحالية.',
  'verifier.problemText.expired': 'انتهت صلاحية البطاقة.',
  'verifier.problemText.not_yet_valid': 'البطاقة غير صالحة بعد.',
  'verifier.problemText.not_paid': 'لم يتم دفع ثمن البطاقة.',
  'verifier.problemText.not_validated': 'لم تؤكد المدرسة البطاقة بعد.',
  'verifier.problemText.test': 'هذه بطاقة تجريبية. إنها ليست بطاقة صالحة.',
  'verifier.refusal.format': 'ليس رمز بطاقة',
  'verifier.refusal.unknown_key': 'مفتاح غير معروف',
  'verifier.refusal.signature': 'التوقيع غير صالح',
  'verifier.refusal.screen_outdated': 'رمز قديم من شاشة',
  'verifier.refusal.revoked': 'محظورة',
  'verifier.refusalText.format': 'رمز QR هذا ليس رمز بطاقة من Ausweisportal.',
  'verifier.refusalText.unknown_key':
    'الرمز موقّع بمفتاح غير معروف. يرجى فتح هذه الصفحة مرة واحدة مع اتصال بالإنترنت لتحميل مفاتيح التحقق الحالية. إذا لم ينجح ذلك، فالبطاقة غير أصلية.',
  'verifier.refusalText.signature': 'التوقيع غير صالح: تم تغيير الرمز أو تزويره.',
  'verifier.refusalText.screen_outdated':
    'هذا الرمز من شاشة تطبيق البطاقة قديم. على الأرجح هو صورة أو لقطة شاشة.',
  'verifier.refusalText.expired': 'انتهت صلاحية البطاقة.',
  'verifier.refusalText.not_yet_valid': 'البطاقة غير صالحة بعد.',
  'verifier.refusalText.revoked': 'تم حظر هذه البطاقة: حُذفت، أو أُرشفت مبكرًا، أو حُذفت بناءً على طلب.',
  'verifier.refusalText.reissued':
    'هذا الرمز قديم: أُعيد إصدار البطاقة ببيانات جديدة. يرجى طلب عرض الرمز الحالي في تطبيق البطاقة.',
  'verifier.expiredOn': 'انتهت صلاحية البطاقة (صالحة حتى {date}).',
  'verifier.notYetValidFrom': 'البطاقة غير صالحة بعد (صالحة من {date}).',
  'verifier.screenOutdatedAt':
    'هذا الرمز من شاشة تطبيق البطاقة وُقّع في {date}. وهو صالح لمدة {hours, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}} فقط. على الأرجح هو صورة أو لقطة شاشة. يجدد تطبيق البطاقة الرمز عند اتصاله بالإنترنت.',
  'verifier.onListOf': '{reason} (قائمة الحظر بتاريخ {date})',
  'verifier.offlineNote':
    'تم التحقق دون إنترنت: التوقيع والصلاحية صحيحان. التحقق مع الإنترنت يُظهر ما إذا كانت البطاقة قد حُذفت أو أُرشفت أو أُعيد إصدارها منذ ذلك الحين.',
  'verifier.offlineOlderCodeNote':
    'تم التحقق دون إنترنت: التوقيع والصلاحية صحيحان. التحقق مع الإنترنت يُظهر ما إذا كانت البطاقة قد حُذفت أو أُرشفت أو أُعيد إصدارها منذ ذلك الحين، وما إذا كانت بطاقة تجريبية (هذا الرمز القديم لا يذكر ذلك).',
  'verifier.onlineNote': 'تم التحقق عبر الإنترنت: الحالة الحالية في Ausweisportal.',
  'verifier.askingNote': 'جارٍ طلب الحالة الحالية …',
  'verifier.photoOf': 'صورة {name}',
  'verifier.name': 'الاسم',
  'verifier.birthday': 'تاريخ الميلاد',
  'verifier.institution': 'المدرسة',
  'verifier.accessCode': 'رمز الوصول {code}',
  'verifier.validPeriod': 'الصلاحية',
  'verifier.fromTo': 'من {from} إلى {to}',
  'verifier.validated': 'تأكيد المدرسة',
  'verifier.yes': 'نعم',
  'verifier.no': 'لا',
  'verifier.issuedAt': 'تاريخ الإصدار',
  'verifier.cardNumber': 'رقم البطاقة',
  'verifier.signature': 'التوقيع',
  'verifier.signatureGenuine': 'أصلي (تم التحقق على هذا الجهاز)',
  'verifier.hintTitle': 'ما الذي يجب الانتباه إليه في تطبيق البطاقة؟',
  'verifier.hintClock': 'الساعة في التطبيق تعمل ثانية بثانية وتطابق ساعتك.',
  'verifier.hintBand': 'الشريط خلف الساعة يتحرك.',
  'verifier.hintLiveCode': 'اكتب الرمز المباشر (ثلاثة أرقام ولون) هنا. يتغير كل 10 ثوانٍ.',
  'verifier.liveTitle': 'التحقق المباشر من تطبيق البطاقة',
  'verifier.liveSigned':
    'رمز من شاشة تطبيق البطاقة، وُقّع في {date}. الآن على هذا الجهاز: <clock>{time}</clock>',
  'verifier.liveCompare': 'يجب أن تتطابق الساعة في التطبيق. ويجب أن يتحرك الشريط خلفها.',
  'verifier.liveLabel': 'الرمز المباشر من التطبيق (مثلًا {example})',
  'verifier.liveSubmit': 'مقارنة الرمز المباشر',
  'verifier.liveMatch': 'الرمز المباشر صحيح: الشاشة مباشرة الآن، على جهاز فيه هذه البطاقة.',
  'verifier.liveOffline':
    'لا يمكن التحقق من الرمز المباشر دون إنترنت. قارن الساعة في التطبيق بالساعة أعلاه. وتأكد من أن الشريط يتحرك.',
  'verifier.liveUnclear': 'تعذّر التحقق من الرمز المباشر. يرجى المحاولة مرة أخرى.',
  'verifier.liveMalformed':
    'يرجى كتابة الرمز المباشر كما يعرضه تطبيق البطاقة: ثلاثة أرقام واللون، مثلًا “042 Blau”.',
  'verifier.liveMismatch':
    'الرمز المباشر لا يطابق هذه البطاقة. يرجى قراءة الرمز المعروض الآن مرة أخرى. إذا لم يتطابق مجددًا، فالشاشة غير أصلية.',
  'verifier.liveOutdated':
    'كان هذا الرمز المباشر صالحًا قبل نحو {seconds} ثانية، وليس الآن. على الأرجح هو تسجيل أو لقطة شاشة. يرجى قراءة الرمز المعروض الآن.',
  'verifier.listFrom': 'قائمة الحظر بتاريخ {date}',
  'verifier.noList':
    'لا توجد قائمة حظر محفوظة على هذا الجهاز بعد. دون إنترنت لا يتعرف التحقق على البطاقات المحظورة. يرجى فتح هذه الصفحة مرة واحدة مع اتصال بالإنترنت.',
  'verifier.listOld':
    'قائمة الحظر أقدم من {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}. دون إنترنت لا يتعرف التحقق على البطاقات المحظورة منذ ذلك الحين. يرجى فتح هذه الصفحة مع اتصال بالإنترنت لتحديث القائمة.',
  'verifier.listRefused.format': 'قائمة الحظر المحمّلة غير قابلة للقراءة. تم تجاهلها.',
  'verifier.listRefused.unknown_key': 'قائمة الحظر المحمّلة موقّعة بمفتاح غير معروف. تم تجاهلها.',
  'verifier.listRefused.signature': 'توقيع قائمة الحظر المحمّلة غير صحيح. تم تجاهل القائمة.',
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default ar;
