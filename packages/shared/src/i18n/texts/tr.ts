/** Türkçe texts: every key of de.ts (see there). */
import type { Texts } from './de';

const tr: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Dil',
  'common.languageMenu': 'Dil seçin',
  'common.legalBinding': 'Bağlayıcı olan Almanca metindir.',
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
  'order.loading': 'Sipariş formu yükleniyor',
  'order.title': '{product} siparişi',
  'order.expiryWarning':
    'Dikkat: Bu kart yalnızca {days, plural, one {# gün} other {# gün}} daha geçerli olacak!',
  'order.formLabel': 'Sipariş formu',
  'order.readOnly':
    'Bu sipariş gönderildi. Bilgiler artık değiştirilemez. Yeni bir sipariş için “Yeni sipariş” düğmesini seçin.',
  'order.stepPhoto': 'Fotoğraf',
  'order.photoLabel': 'Vesikalık fotoğraf',
  'order.stepPerson': 'Kişisel bilgiler',
  'order.stepPersonOf': 'Bilgiler ({who})',
  'order.stepCard': 'Kart türü ve fiyat',
  'order.stepSignature': 'İmza',
  'order.signatureLabel': 'İmzanız',
  'order.missingPhoto': 'Sipariş için eksik olan: kontrol edilmiş bir fotoğraf (adım 1).',
  'order.missingSignature': 'Sipariş için eksik olan: imzanız. İmzayı alanın altındaki düğmeyle onaylayın.',
  'order.missingBoth':
    'Sipariş için eksik olan: kontrol edilmiş bir fotoğraf (adım 1) ve imzanız. İmzayı alanın altındaki düğmeyle onaylayın.',
  'order.submitPaid': 'Ücretli olarak sipariş verin',
  'order.submit': 'Sipariş verin',
  'order.confirmTitle': 'Kart siparişini onaylayın',
  'order.confirmText': 'Bu kurum için bir <b>{product}</b> sipariş ediyorsunuz:',
  'order.confirmHint':
    'Bu sizin kurumunuz değil mi? O zaman lütfen geri dönün. Erişim kodunu ve ürün kodunu kontrol edin.',
  'order.back': 'Geri',
  'order.confirm': 'Onayla',
  'order.offlineTitle': 'Bağlantı yok',
  'order.offlineText':
    'Sunucuya şu anda ulaşılamıyor. Lütfen internet bağlantınızı kontrol edin. Sonra tekrar deneyin.',
  'order.unavailableTitle': 'Sipariş mümkün değil',
  'order.unavailableCodes':
    '<b>{tenant}</b> erişim kodu ve <b>{product}</b> ürün kodu ile şu anda kart sipariş edilemez.',
  'order.checkSpelling': 'Lütfen iki kodun yazılışını kontrol edin.',
  'order.unavailableHint':
    'Kodlar doğruysa, bu ürün için sipariş belki henüz açılmadı veya sona erdi. Lütfen kurumunuza başvurun.',
  'order.retry': 'Tekrar deneyin',
  'order.reenterCodes': 'Kodları yeniden girin',
  'order.notOrderable':
    'Bu kodlarla sipariş edilebilecek bir kart yok. Lütfen erişim kodunu ve ürün kodunu kontrol edin.',
  'order.expired':
    'Bu kart artık sipariş edilemez, çünkü geçerlilik süresi doldu. Lütfen kurumunuza başvurun.',
  'order.linkInvalid':
    'Bu kişisel sipariş bağlantısı geçersiz veya süresi dolmuş. Kartı yine de burada sipariş edebilirsiniz. Lütfen formu kendiniz doldurun.',
  'order.linkUsed':
    'Bu kişisel sipariş bağlantısıyla zaten bir kart sipariş edildi. Burada başka bir kart sipariş edebilirsiniz. Lütfen formu kendiniz doldurun.',
  'order.linkPrefilled': 'Bilgileriniz önceki kartınızdan alındı. Lütfen sipariş vermeden önce kontrol edin.',
  'order.linkPhotoOffered':
    'Önceki kartınızın fotoğrafı alındı. Bu fotoğrafı tutabilir veya yeni bir fotoğraf seçebilirsiniz.',
  'order.linkPrefilledImport':
    'Bilgilerinizi okulunuz veya kurumunuz girdi. Lütfen kontrol edin ve eksik olanları tamamlayın.',
  'order.linkPhotoOfferedImport':
    'Okulunuzun veya kurumunuzun gönderdiği fotoğraf alındı. Bu fotoğrafı tutabilir veya başka bir fotoğraf seçebilirsiniz.',
  'order.testCard': 'TEST KARTI',
  'order.testBannerNote': '– yalnızca denemek için, geçerli bir kart değil',
  'order.testTitle': 'Test siparişi',
  'order.testText': 'Bu bir <b>TEST KARTI</b>. Sipariş yalnızca denemek içindir. Geçerli bir kart verilmez.',
  'order.testRealCard':
    'Gerçek bir kart mı istiyorsunuz? Lütfen kurumunuzdan doğru erişim kodunu ve ürün kodunu isteyin.',
  'order.testOrganisation':
    'Ausweisportal’ı kurumunuz için kullanmak mı istiyorsunuz? O zaman lütfen bir <link>iletişim talebi</link> gönderin.',
  'order.testQuestion': 'Test siparişini göndermek istiyor musunuz?',
  'order.no': 'Hayır',
  'order.yes': 'Evet',
  'order.chooseCards': 'Lütfen ne sipariş etmek istediğinizi seçin (ikisi birden de mümkün):',
  'order.online': 'Akıllı telefon kartı',
  'order.onlineNote':
    'Akıllı telefon kartını kart uygulamasında kullanırsınız. Erişim kodunu, ürün kodunu ve etkinleştirme kodunu siparişten sonra e-posta ile alırsınız.',
  'order.hardcopy': 'Plastik kart',
  'order.hardcopyNote':
    'Plastik kart size değil, kurumunuza gönderilir. Hazırlanması {from} ile {to} gün sürer. Fotoğraf ve bilgiler gönderimden sonra silinir.',
  'order.totalPrice': 'Toplam fiyat',
  'order.preview': 'Önizleme',
  'order.previewLoading': 'Önizleme yükleniyor',
  'order.previewHint': 'Kartınız yaklaşık olarak böyle görünecek. Önizleme yazdıklarınızı hemen gösterir.',
  'order.saved': 'Sipariş kaydedildi',
  'order.confirmWith': 'Lütfen {methods} ile onaylayın.',
  'order.methodTest': 'test ödemesi',
  'order.thanks': 'Siparişiniz için teşekkür ederiz.',
  'order.errorTitle': 'Hata',
  'order.cancelledShort': 'İptal edildi',
  'order.paid': 'Ödendi',
  'order.confirmed': 'Siparişiniz onaylandı!',
  'order.thanksNumber':
    'Siparişiniz için teşekkür ederiz (No. {id}). Sonraki tüm adımları içeren bir onayı e-posta ile alacaksınız.',
  'order.failed': 'Ödemenizde bir hata oluştu.',
  'order.failedRetry': 'Siparişiniz kaydedildi. Lütfen ödemeyi tekrar deneyin.',
  'order.cancelled': 'Siparişiniz iptal edildi.',
  'order.cancelledRetry': 'Ödemeyi yeniden başlatabilir veya yeni bir sipariş başlatabilirsiniz.',
  'order.cancelledNew': 'Yeni bir sipariş başlatabilirsiniz.',
  'order.savedNumber': 'Sipariş kaydedildi (No. {id})',
  'order.payToConfirm': 'Lütfen siparişi ödeme ile onaylayın.',
  'order.toPay': 'Ödenecek tutar:',
  'order.noPayment':
    'Bu sipariş için şu anda bir ödeme yöntemi yok. Lütfen daha sonra tekrar deneyin veya destek ekibine başvurun.',
  'order.newOrder': 'Yeni sipariş',
  'order.sibling': 'Başka bir çocuk için kart sipariş edin',
  'order.siblingHint': 'E-posta adresi, adres, kart türü ve ödeme yöntemi kalır.',
  'order.siblingNotice':
    'E-posta adresiniz, adresiniz, kart türü ve ödeme yöntemi son siparişinizden alındı. Lütfen çocuğun bilgilerini girin ve fotoğrafını seçin.',
  'order.lastPayment': 'Son siparişinizdeki gibi',
  'order.payPaypal': 'PayPal ile ödeyin',
  'order.payStripe': 'Kartla ödeyin (Stripe)',
  'order.payTest': 'Test ödemesi',
  'order.redirecting': 'Yönlendiriliyor',
  'order.cardAppOpen': 'Kart uygulamasını açın',
  'order.cardAppHint': 'Kodlar zaten girildi. Bu sayfayı kartın gösterileceği akıllı telefonda açın.',
  'order.resultFailed': 'Lütfen ödemeyi sipariş sayfasında tekrar deneyin.',
  'order.nothingCharged': 'Sizden ücret alınmadı.',
  'order.statusUnknown': 'Ödeme durumu bilinmiyor',
  'order.notStored':
    'Bu sipariş bu tarayıcıda kayıtlı değil. Bu yüzden ödeme durumunu burada kontrol edemiyoruz ve siparişi değiştiremiyoruz. Lütfen sipariş sayfasını sipariş verdiğiniz tarayıcıda açın. Ödenmiş bir siparişi size e-posta ile onaylıyoruz.',
  'order.backToOrder': 'Siparişe geri dönün',
  'order.toHome': 'Ana sayfaya',
  'order.cancelling': 'Ödeme iptal ediliyor',
  'order.checking': 'Ödeme kontrol ediliyor',
  'order.noOrderId': 'Bu adreste geçerli bir sipariş numarası yok.',
  'order.checkFailed':
    'Siparişinizin ödeme durumu kontrol edilemedi. Lütfen tekrar deneyin. Ödenmiş bir siparişi size ayrıca e-posta ile onaylıyoruz.',
  'order.checkAgain': 'Tekrar kontrol edin',
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

export default tr;
