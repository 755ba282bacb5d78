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
  'cardInfo.title': 'معلومات البطاقة',
  'cardInfo.testChip': 'بطاقة تجريبية',
  'cardInfo.notFoundTitle': 'لم يتم العثور على البطاقة',
  'cardInfo.notFoundText':
    'لا توجد بطاقة لهذا الرابط. يرجى التأكد من أن الرابط كامل. مثلًا: انسخ الرابط من البريد الإلكتروني بدلًا من كتابته.',
  'cardInfo.home': 'إلى الصفحة الرئيسية',
  'cardInfo.retry': 'حاول مرة أخرى',
  'cardInfo.loadFailed': 'تعذّر تحميل بيانات البطاقة.',
  'cardInfo.loading': 'جارٍ تحميل البطاقة',
  'cardInfo.cardImage': 'بطاقة {name}',
  'cardInfo.noImage': 'لا توجد صورة لهذه البطاقة.',
  'cardInfo.internalId': 'الرقم الداخلي',
  'cardInfo.familyname': 'اسم العائلة',
  'cardInfo.forname': 'الاسم الأول',
  'cardInfo.birthday': 'تاريخ الميلاد',
  'cardInfo.isTest': 'بطاقة تجريبية',
  'cardInfo.deleted': 'محذوفة',
  'cardInfo.validFrom': 'صالحة من',
  'cardInfo.validTo': 'صالحة حتى',
  'cardInfo.validated': 'مؤكَّدة',
  'cardInfo.validatedBy': 'أكّدها',
  'cardInfo.validatedAt': 'تاريخ التأكيد',
  'cardInfo.createdAt': 'تاريخ الإنشاء',
  'cardInfo.yes': 'نعم',
  'cardInfo.no': 'لا',
  'cardInfo.verdict.valid': 'صالحة',
  'cardInfo.verdict.test': 'بطاقة تجريبية – ليست بطاقة صالحة',
  'cardInfo.verdict.invalid': 'غير صالحة: {why}',
  'cardInfo.verdict.short.unknown': 'لم تعد موجودة',
  'cardInfo.verdict.short.deleted': 'محذوفة',
  'cardInfo.verdict.short.erased': 'البيانات محذوفة',
  'cardInfo.verdict.short.archived': 'مؤرشفة',
  'cardInfo.verdict.short.reissued': 'رمز قديم',
  'cardInfo.verdict.short.expired': 'منتهية الصلاحية',
  'cardInfo.verdict.short.not_yet_valid': 'ليست صالحة بعد',
  'cardInfo.verdict.short.not_paid': 'غير مدفوعة',
  'cardInfo.verdict.short.not_validated': 'غير مؤكَّدة',
  'cardInfo.verdict.short.test': 'بطاقة تجريبية',
  'cardInfo.verdict.text.unknown': 'البطاقة لم تعد موجودة في Ausweisportal.',
  'cardInfo.verdict.text.deleted': 'تم حذف البطاقة.',
  'cardInfo.verdict.text.erased': 'تم حذف بيانات البطاقة بناءً على طلب.',
  'cardInfo.verdict.text.archived': 'البطاقة مؤرشفة.',
  'cardInfo.verdict.text.reissued':
    'تغيّرت بيانات البطاقة منذ ذلك الحين. هذا الرمز قديم. يرجى طلب عرض البطاقة الحالية.',
  'cardInfo.verdict.text.expired': 'انتهت صلاحية البطاقة.',
  'cardInfo.verdict.text.not_yet_valid': 'البطاقة ليست صالحة بعد.',
  'cardInfo.verdict.text.not_paid': 'البطاقة غير مدفوعة.',
  'cardInfo.verdict.text.not_validated': 'لم تؤكّد المدرسة أو المؤسسة البطاقة بعد.',
  'cardInfo.verdict.text.test': 'هذه بطاقة تجريبية. إنها ليست بطاقة صالحة.',
  'cardInfo.verdict.refused.format': 'ليس رمز بطاقة',
  'cardInfo.verdict.refused.unknown_key': 'مفتاح غير معروف',
  'cardInfo.verdict.refused.signature': 'التوقيع غير صالح',
  'cardInfo.verdict.refused.screen_outdated': 'رمز قديم من شاشة',
  'cardInfo.verdict.refused.revoked': 'محظورة',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'تطبيق البطاقة',
  'cardApp.loginHint': 'تجد الرموز في البريد الإلكتروني الذي يحتوي على بيانات الدخول.',
  'cardApp.tenantCode': 'رمز الدخول',
  'cardApp.productCode': 'رمز المنتج',
  'cardApp.onlineCode': 'رمز التفعيل',
  'cardApp.required': 'يرجى إدخال قيمة',
  'cardApp.login': 'تسجيل الدخول',
  'cardApp.checking': 'جارٍ التحقق …',
  'cardApp.noConnection': 'لا يوجد اتصال. يرجى التحقق من اتصالك بالإنترنت ثم المحاولة مرة أخرى.',
  'cardApp.checkFailed': 'فشل التحقق. يرجى المحاولة مرة أخرى لاحقًا.',
  'cardApp.tooManyRequests': 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'cardApp.wrongCodes':
    'لا توجد بطاقة هاتف ذكي لهذه الرموز. يرجى التحقق من الرموز الموجودة في بريدك الإلكتروني.',
  'cardApp.deleted': 'تم حذف هذه البطاقة.',
  'cardApp.expired': 'انتهت صلاحية هذه البطاقة.',
  'cardApp.unpaid': 'لم يتم دفع ثمن هذه البطاقة بعد.',
  'cardApp.cardData': 'بيانات البطاقة',
  'cardApp.born': 'تاريخ الميلاد: {date}',
  'cardApp.validTo': 'صالحة حتى {date}',
  'cardApp.qrImage': 'رمز QR للتحقق من البطاقة',
  'cardApp.qrCaption': 'رمز QR للتحقق من أن البطاقة أصلية',
  'cardApp.offline': 'لا يوجد اتصال – آخر تحقق في {when}',
  'cardApp.lastChecked': 'آخر تحقق: {when}',
  'cardApp.logoutConfirm': 'هل تريد تسجيل الخروج فعلًا؟ ستُزال البطاقة من هذا الجهاز.',
  'cardApp.cancel': 'إلغاء',
  'cardApp.logout': 'تسجيل الخروج',
  'cardApp.refresh': 'تحديث',
  'cardApp.live': 'العرض المباشر',
  'cardApp.liveCode': 'الرمز المباشر',
  'cardApp.liveCodeLater': 'يظهر الرمز المباشر بعد التحقق التالي عبر الإنترنت',
  'cardApp.failed': 'لم ينجح ذلك. يرجى المحاولة مرة أخرى لاحقًا.',
  'cardApp.myData': 'بياناتي',
  'cardApp.myDataHint': 'كل ما حفظناه عن هذه البطاقة: ملف PDF للقراءة وملف JSON.',
  'cardApp.downloadPdf': 'تنزيل بصيغة PDF',
  'cardApp.downloadJson': 'تنزيل بصيغة JSON',
  'cardApp.requestErasure': 'طلب الحذف',
  'cardApp.erasureConfirmTitle': 'هل تريد طلب حذف البيانات؟',
  'cardApp.erasureConfirm':
    'ستحذف المدرسة أو المؤسسة خلال شهر واحد الصورة والتوقيع وكل البيانات الشخصية لهذه البطاقة. بعد ذلك لن تكون البطاقة صالحة. ستصلك رسالة بريد إلكتروني عند حذف البيانات.',
  'cardApp.erasureRequested': 'وصل طلبك. ستحذف المدرسة أو المؤسسة البيانات في موعد أقصاه {due}.',
  'cardApp.renew': 'تجديد البطاقة',
  'cardApp.renewHint': 'ستنتهي صلاحية بطاقتك قريبًا. اطلب البطاقة الجديدة الآن. بياناتك مُدخلة مسبقًا.',
  'cardApp.renewFailed': 'تعذّر إنشاء رابط الطلب. يرجى المحاولة مرة أخرى لاحقًا.',
  'cardApp.renewOpensOn': 'التجديد ممكن ابتداءً من {date}',
  'cardApp.renewOpensOnHint': 'عندها يمكنك طلب البطاقة الجديدة هنا. بياناتك مُدخلة مسبقًا.',
  'cardApp.renewOrdered': 'تم طلب بطاقة جديدة.',
  'cardApp.renewOrderedHint': 'ستصلك بيانات الدخول للبطاقة الجديدة بالبريد الإلكتروني.',
  'cardApp.appleWallet': 'إضافة إلى Apple Wallet',
  'cardApp.appleWalletHint': 'تُحفظ البطاقة في Apple Wallet وتبقى محدّثة هناك.',
  'cardApp.googleWallet': 'حفظ في Google Wallet',
  'cardApp.googleWalletFailed': 'تعذّر تجهيز البطاقة لـ Google Wallet. يرجى المحاولة مرة أخرى لاحقًا.',
  'cardApp.googleWalletNotOffered': 'لا توجد بطاقة Google Wallet لهذه البطاقة.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default ar;
