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
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'مرحبًا،',
  'mail.signature': 'مع أطيب التحيات\nفريق {app}',
  'mail.footer': 'أُرسلت هذه الرسالة تلقائيًا من {app}. يُرجى عدم الرد على هذه الرسالة.',
  'mail.linkFallback': 'إذا لم يعمل الزر، فانسخ هذا الرابط إلى متصفحك:',
  'mail.linkOnlyYou': 'هذا الرابط لك وحدك. وهو صالح لطلب واحد. ويعمل حتى {date} (بما في ذلك هذا اليوم).',
  'mail.access.subject': 'شكرًا لك على طلبك',
  'mail.access.thanks': 'شكرًا لك على طلبك لدى {org}. تم تأكيد طلبك.',
  'mail.access.orderNumber': 'رقم الطلب: {id}',
  'mail.access.card': 'البطاقة: {card}',
  'mail.access.for': 'لـ: {name}',
  'mail.access.ordered': 'المطلوب: {kind}',
  'mail.access.kindBoth': 'بطاقة على الهاتف الذكي وبطاقة بلاستيكية',
  'mail.access.kindOnline': 'بطاقة على الهاتف الذكي',
  'mail.access.kindPlastic': 'بطاقة بلاستيكية',
  'mail.access.paid': 'المبلغ المدفوع: {sum}',
  'mail.access.toPay': 'المبلغ المستحق: {sum}',
  'mail.access.toPayTenant': 'المبلغ المستحق: {sum} (تتحمل {org} التكاليف)',
  'mail.access.test': 'ملاحظة: هذه بطاقة تجريبية (TEST).',
  'mail.access.steps': 'هكذا تحصل على بطاقتك على الهاتف الذكي:',
  'mail.access.step1': '1. اطلب البطاقة بالرمز – تم.',
  'mail.access.step2': '2. استلم بيانات الدخول بالبريد الإلكتروني – هي هذه الرسالة.',
  'mail.access.step3': '3. نزّل التطبيق (الرابط أدناه) وسجّل الدخول بهذه البيانات:',
  'mail.access.tenantCode': 'رمز الدخول: {code}',
  'mail.access.productCode': 'رمز المنتج: {code}',
  'mail.access.activationCode': 'رمز التفعيل: {code}',
  'mail.access.plastic':
    'ستُطبع بطاقتك البلاستيكية. وستُرسل خلال 10 إلى 12 يومًا إلى {org}، وليس إليك. ستستلم البطاقة هناك. تُحذف الصورة والبيانات الخاصة بالطباعة بعد الإرسال.',
  'mail.access.view': 'عرض البطاقة',
  'mail.access.openApp': 'افتح تطبيق البطاقة (الرموز مُدخلة مسبقًا)',
  'mail.access.app': 'تطبيق البطاقة لهاتفك الذكي:\n{url}',
  'mail.access.google':
    'الحفظ في Google Wallet (Android): افتح تطبيق البطاقة بزر «افتح تطبيق البطاقة». ثم اضغط تحت البطاقة على «الحفظ في Google Wallet».',
  'mail.access.apple':
    'Apple Wallet: افتح تطبيق البطاقة على جهاز iPhone بالزر أعلاه. ثم اضغط على «الإضافة إلى Apple Wallet».',
  'mail.access.keep': 'يُرجى الاحتفاظ بهذه الرسالة. الرموز والرابط لك وحدك.',
  'mail.renewal.subject': 'تنتهي صلاحية بطاقتك قريبًا – جدّدها الآن',
  'mail.renewal.expires': 'بطاقة {card} الخاصة بـ {name} لدى {org} صالحة حتى {date} فقط.',
  'mail.renewal.why':
    'تصلك هذه الرسالة لأن عنوان بريدك الإلكتروني ذُكر عند طلب هذه البطاقة، ولأن {org} تتيح التجديد. نذكّرك هذه المرة فقط.',
  'mail.renewal.how':
    'اطلب البطاقة الجديدة بالرابط أدناه. بيانات البطاقة الحالية وصورتها مُدخلة مسبقًا. يمكنك مراجعة كل شيء وتغييره. ويمكنك أيضًا اختيار صورة جديدة.',
  'mail.renewal.button': 'تجديد البطاقة',
  'mail.renewal.otherwise':
    'إذا لم تجدّد البطاقة، فلا داعي لفعل أي شيء. تُحذف بيانات البطاقة الحالية وصورتها عند انتهاء صلاحيتها في {date}، كما هو موضح في سياسة الخصوصية ({url}).',
  'mail.photo.subject': 'يُرجى رفع صورة جديدة للبطاقة',
  'mail.photo.checked': 'راجعت {org} صورة بطاقة {name}. للأسف لا يمكن استخدامها.',
  'mail.photo.reason': 'السبب: {why}',
  'mail.photo.note': 'ملاحظة من {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'الوجه غير واضح',
  'mail.photo.reasonNotCurrent': 'الصورة ليست حديثة',
  'mail.photo.reasonWrongPerson': 'الصورة لا تُظهر صاحب البطاقة أو صاحبتها',
  'mail.photo.reasonBackground': 'الخلفية أو حدود الصورة غير مناسبة',
  'mail.photo.reasonOther': 'سبب آخر',
  'mail.photo.upload':
    'يُرجى رفع صورة جديدة بالرابط أدناه. لا تحتاج إلى طلب جديد ولا إلى دفع جديد. تبقى جميع البيانات الأخرى كما هي.',
  'mail.photo.button': 'رفع صورة جديدة',
  'mail.photo.linkOnlyYou':
    'هذا الرابط لك وحدك. وهو صالح لصورة واحدة. ويعمل حتى {date} (بما في ذلك هذا اليوم).',
  'mail.erased.subject': 'تم حذف بياناتك – {org}',
  'mail.erased.done':
    'بناءً على طلبك، حذفت «{org}» الصورة والتوقيع وجميع البيانات الشخصية للبطاقة رقم {id}. لم تعد البطاقة صالحة.',
  'mail.erased.kept': 'لا يُحتفظ إلا بمبالغ الطلب والدفع، لأنه يجب حفظها للمحاسبة – دون أسماء.',
  // ── end mail ──
};

export default ar;
