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
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  // ── end form ──

  // ── cardInfo: card info page ──
  'cardInfo.title': 'Kart bilgisi',
  'cardInfo.testChip': 'TEST KARTI',
  'cardInfo.notFoundTitle': 'Kart bulunamadı',
  'cardInfo.notFoundText':
    'Bu bağlantıya ait bir kart yok. Lütfen bağlantının tam olup olmadığını kontrol edin. Örneğin bağlantıyı yazmak yerine e-postadan kopyalayın.',
  'cardInfo.home': 'Ana sayfaya',
  'cardInfo.retry': 'Tekrar deneyin',
  'cardInfo.loadFailed': 'Kart bilgileri yüklenemedi.',
  'cardInfo.loading': 'Kart yükleniyor',
  'cardInfo.cardImage': '{name} adına kart',
  'cardInfo.noImage': 'Bu kart için resim yok.',
  'cardInfo.internalId': 'İç numara',
  'cardInfo.familyname': 'Soyadı',
  'cardInfo.forname': 'Adı',
  'cardInfo.birthday': 'Doğum tarihi',
  'cardInfo.isTest': 'Test kartı',
  'cardInfo.deleted': 'Silindi',
  'cardInfo.validFrom': 'Geçerlilik başlangıcı',
  'cardInfo.validTo': 'Geçerlilik sonu',
  'cardInfo.validated': 'Onaylandı',
  'cardInfo.validatedBy': 'Onaylayan',
  'cardInfo.validatedAt': 'Onay tarihi',
  'cardInfo.createdAt': 'Oluşturulma tarihi',
  'cardInfo.yes': 'Evet',
  'cardInfo.no': 'Hayır',
  'cardInfo.verdict.valid': 'Geçerli',
  'cardInfo.verdict.test': 'Test kartı – geçerli bir kart değil',
  'cardInfo.verdict.invalid': 'Geçerli değil: {why}',
  'cardInfo.verdict.short.unknown': 'artık mevcut değil',
  'cardInfo.verdict.short.deleted': 'silindi',
  'cardInfo.verdict.short.erased': 'veriler silindi',
  'cardInfo.verdict.short.archived': 'arşivlendi',
  'cardInfo.verdict.short.reissued': 'eski kod',
  'cardInfo.verdict.short.expired': 'süresi doldu',
  'cardInfo.verdict.short.not_yet_valid': 'henüz geçerli değil',
  'cardInfo.verdict.short.not_paid': 'ödenmedi',
  'cardInfo.verdict.short.not_validated': 'onaylanmadı',
  'cardInfo.verdict.short.test': 'test kartı',
  'cardInfo.verdict.text.unknown': 'Kart artık Ausweisportal’da mevcut değil.',
  'cardInfo.verdict.text.deleted': 'Kart silindi.',
  'cardInfo.verdict.text.erased': 'Kartın verileri talep üzerine silindi.',
  'cardInfo.verdict.text.archived': 'Kart arşivlendi.',
  'cardInfo.verdict.text.reissued':
    'Kartın verileri o zamandan beri değişti. Bu kod eskidi. Lütfen güncel kartı gösterin.',
  'cardInfo.verdict.text.expired': 'Kartın süresi doldu.',
  'cardInfo.verdict.text.not_yet_valid': 'Kart henüz geçerli değil.',
  'cardInfo.verdict.text.not_paid': 'Kartın ücreti ödenmedi.',
  'cardInfo.verdict.text.not_validated': 'Okul veya kurum kartı henüz onaylamadı.',
  'cardInfo.verdict.text.test': 'Bu bir test kartıdır. Geçerli bir kart değildir.',
  'cardInfo.verdict.refused.format': 'kart kodu değil',
  'cardInfo.verdict.refused.unknown_key': 'bilinmeyen anahtar',
  'cardInfo.verdict.refused.signature': 'imza geçersiz',
  'cardInfo.verdict.refused.screen_outdated': 'ekrandan eski kod',
  'cardInfo.verdict.refused.revoked': 'engellendi',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Kart uygulaması',
  'cardApp.loginHint': 'Kodları, giriş bilgilerinizin olduğu e-postada bulabilirsiniz.',
  'cardApp.tenantCode': 'Erişim kodu',
  'cardApp.productCode': 'Ürün kodu',
  'cardApp.onlineCode': 'Etkinleştirme kodu',
  'cardApp.required': 'Lütfen bir değer girin',
  'cardApp.login': 'Giriş yap',
  'cardApp.checking': 'Kontrol ediliyor …',
  'cardApp.noConnection': 'Bağlantı yok. Lütfen internet bağlantınızı kontrol edin ve tekrar deneyin.',
  'cardApp.checkFailed': 'Kontrol başarısız oldu. Lütfen daha sonra tekrar deneyin.',
  'cardApp.tooManyRequests': 'Çok fazla istek. Lütfen biraz bekleyin ve tekrar deneyin.',
  'cardApp.wrongCodes':
    'Bu kodlara ait bir akıllı telefon kartı yok. Lütfen e-postanızdaki kodları kontrol edin.',
  'cardApp.deleted': 'Bu kart silindi.',
  'cardApp.expired': 'Bu kartın süresi doldu.',
  'cardApp.unpaid': 'Bu kartın ücreti henüz ödenmedi.',
  'cardApp.cardData': 'Kart bilgileri',
  'cardApp.born': 'Doğum tarihi: {date}',
  'cardApp.validTo': 'Son geçerlilik: {date}',
  'cardApp.qrImage': 'Kartı kontrol etmek için QR kod',
  'cardApp.qrCaption': 'Kartın gerçek olduğunu kontrol etmek için QR kod',
  'cardApp.offline': 'Bağlantı yok – son kontrol: {when}',
  'cardApp.lastChecked': 'Son kontrol: {when}',
  'cardApp.logoutConfirm': 'Gerçekten çıkış yapmak istiyor musunuz? Kart bu cihazdan silinir.',
  'cardApp.cancel': 'Vazgeç',
  'cardApp.logout': 'Çıkış yap',
  'cardApp.refresh': 'Yenile',
  'cardApp.live': 'Canlı gösterge',
  'cardApp.liveCode': 'Canlı kod',
  'cardApp.liveCodeLater': 'Canlı kod, internetle yapılan bir sonraki kontrolden sonra gösterilir',
  'cardApp.failed': 'Bu işlem olmadı. Lütfen daha sonra tekrar deneyin.',
  'cardApp.myData': 'Verilerim',
  'cardApp.myDataHint':
    'Bu kart hakkında kaydettiğimiz her şey: okumak için PDF olarak ve JSON dosyası olarak.',
  'cardApp.downloadPdf': 'PDF olarak indir',
  'cardApp.downloadJson': 'JSON olarak indir',
  'cardApp.requestErasure': 'Silinmesini talep et',
  'cardApp.erasureConfirmTitle': 'Verilerin silinmesini talep etmek istiyor musunuz?',
  'cardApp.erasureConfirm':
    'Okul veya kurum bir ay içinde bu karttaki fotoğrafı, imzayı ve tüm kişisel verileri siler. Kart bundan sonra geçersiz olur. Veriler silinince size bir e-posta gelir.',
  'cardApp.erasureRequested': 'Talebiniz alındı. Okul veya kurum verileri en geç {due} tarihine kadar siler.',
  'cardApp.renew': 'Kartı yenile',
  'cardApp.renewHint':
    'Kartınızın süresi yakında doluyor. Yeni kartı şimdi sipariş edin. Bilgileriniz zaten girilmiş.',
  'cardApp.renewFailed': 'Sipariş bağlantısı oluşturulamadı. Lütfen daha sonra tekrar deneyin.',
  'cardApp.renewOpensOn': '{date} tarihinden itibaren yenileyebilirsiniz',
  'cardApp.renewOpensOnHint': 'O zaman yeni kartı burada sipariş edebilirsiniz. Bilgileriniz zaten girilmiş.',
  'cardApp.renewOrdered': 'Yeni bir kart sipariş edildi.',
  'cardApp.renewOrderedHint': 'Yeni kartın giriş bilgileri size e-posta ile gelecek.',
  'cardApp.appleWallet': 'Apple Wallet’a ekle',
  'cardApp.appleWalletHint': 'Kart Apple Wallet’ta kaydedilir ve orada güncel tutulur.',
  'cardApp.googleWallet': 'Google Wallet’a kaydet',
  'cardApp.googleWalletFailed': 'Kart Google Wallet için hazırlanamadı. Lütfen daha sonra tekrar deneyin.',
  'cardApp.googleWalletNotOffered': 'Bu kart için Google Wallet kartı yok.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default tr;
