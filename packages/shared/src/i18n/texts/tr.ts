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
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'Merhaba,',
  'mail.signature': 'Saygılarımızla\n{app} ekibi',
  'mail.footer':
    'Bu e-posta {app} tarafından otomatik olarak gönderildi. Lütfen bu e-postayı yanıtlamayınız.',
  'mail.linkFallback': 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcınıza yapıştırınız:',
  'mail.linkOnlyYou':
    'Bu bağlantı yalnızca sizin içindir. Bir sipariş için geçerlidir. {date} tarihine kadar (o gün dahil) çalışır.',
  'mail.access.subject': 'Siparişiniz için teşekkür ederiz',
  'mail.access.thanks': '{org} üzerinden verdiğiniz sipariş için teşekkür ederiz. Siparişiniz onaylandı.',
  'mail.access.orderNumber': 'Sipariş numarası: {id}',
  'mail.access.card': 'Kart: {card}',
  'mail.access.for': 'Kimin için: {name}',
  'mail.access.ordered': 'Sipariş edilen: {kind}',
  'mail.access.kindBoth': 'akıllı telefon kartı ve plastik kart',
  'mail.access.kindOnline': 'akıllı telefon kartı',
  'mail.access.kindPlastic': 'plastik kart',
  'mail.access.paid': 'Ödenen: {sum}',
  'mail.access.toPay': 'Ödenecek: {sum}',
  'mail.access.toPayTenant': 'Ödenecek: {sum} (masrafları {org} karşılıyor)',
  'mail.access.test': 'Not: Bu bir TEST KARTIDIR.',
  'mail.access.steps': 'Akıllı telefon kartınıza şöyle ulaşırsınız:',
  'mail.access.step1': '1. Kartı kod ile sipariş edin – tamamlandı.',
  'mail.access.step2': '2. Erişim bilgilerini e-posta ile alın – bu e-posta budur.',
  'mail.access.step3': '3. Uygulamayı indirin (bağlantı aşağıda) ve şu bilgilerle giriş yapın:',
  'mail.access.tenantCode': 'Erişim kodu: {code}',
  'mail.access.productCode': 'Ürün kodu: {code}',
  'mail.access.activationCode': 'Etkinleştirme kodu: {code}',
  'mail.access.plastic':
    'Plastik kartınız basılacak. 10 ila 12 gün içinde size değil, {org} kurumuna gönderilecek. Kartı oradan alırsınız. Baskı için kullanılan fotoğraf ve bilgiler gönderimden sonra silinir.',
  'mail.access.view': 'Kartı görüntüle',
  'mail.access.openApp': 'Kart uygulamasını açın (kodlar zaten girili)',
  'mail.access.app': 'Akıllı telefonunuz için kart uygulaması:\n{url}',
  'mail.access.google':
    'Google Wallet’a kaydet (Android): Kart uygulamasını “Kart uygulamasını açın” ile açınız. Sonra kartın altındaki “Google Wallet’a kaydet” düğmesine dokununuz.',
  'mail.access.apple':
    'Apple Wallet: Kart uygulamasını iPhone’unuzda yukarıdaki düğme ile açınız. Sonra “Apple Wallet’a ekle” düğmesine dokununuz.',
  'mail.access.keep': 'Lütfen bu e-postayı saklayınız. Kodlar ve bağlantı yalnızca sizin içindir.',
  'mail.renewal.subject': 'Kartınızın süresi yakında doluyor – şimdi yenileyin',
  'mail.renewal.expires':
    '{name} adına {org} tarafından verilen {card} yalnızca {date} tarihine kadar geçerlidir.',
  'mail.renewal.why':
    'Bu e-postayı alıyorsunuz, çünkü bu kart sipariş edilirken e-posta adresiniz verildi ve {org} yenileme sunuyor. Sizi yalnızca bu bir kez hatırlatıyoruz.',
  'mail.renewal.how':
    'Aşağıdaki bağlantı ile yeni kartı sipariş edersiniz. Mevcut kartın bilgileri ve fotoğrafı zaten girilmiştir. Her şeyi kontrol edip değiştirebilirsiniz. Yeni bir fotoğraf da seçebilirsiniz.',
  'mail.renewal.button': 'Kartı yenile',
  'mail.renewal.otherwise':
    'Kartı yenilemezseniz bir şey yapmanız gerekmez. Mevcut kartın bilgileri ve fotoğrafı, geçerliliği {date} tarihinde sona erdiğinde silinir. Bu, gizlilik politikamızda açıklanmıştır ({url}).',
  'mail.photo.subject': 'Lütfen kart için yeni bir fotoğraf yükleyiniz',
  'mail.photo.checked':
    '{org}, {name} adlı kişinin kartı için fotoğrafı kontrol etti. Fotoğraf maalesef kullanılamıyor.',
  'mail.photo.reason': 'Neden: {why}',
  'mail.photo.note': '{org} notu: {note}',
  'mail.photo.reasonNotRecognisable': 'Yüz iyi görünmüyor',
  'mail.photo.reasonNotCurrent': 'Fotoğraf güncel değil',
  'mail.photo.reasonWrongPerson': 'Fotoğraf kart sahibini göstermiyor',
  'mail.photo.reasonBackground': 'Arka plan veya kadraj uygun değil',
  'mail.photo.reasonOther': 'Başka bir neden',
  'mail.photo.upload':
    'Lütfen aşağıdaki bağlantı ile yeni bir fotoğraf yükleyiniz. Yeniden sipariş vermeniz ve ödeme yapmanız gerekmez. Diğer tüm bilgiler olduğu gibi kalır.',
  'mail.photo.button': 'Yeni fotoğraf yükle',
  'mail.photo.linkOnlyYou':
    'Bu bağlantı yalnızca sizin içindir. Bir fotoğraf için geçerlidir. {date} tarihine kadar (o gün dahil) çalışır.',
  'mail.erased.subject': 'Verileriniz silindi – {org}',
  'mail.erased.done':
    'Talebiniz üzerine “{org}”, {id} numaralı kartın fotoğrafını, imzasını ve tüm kişisel verilerini sildi. Kart artık geçerli değildir.',
  'mail.erased.kept':
    'Yalnızca sipariş ve ödeme tutarları saklanır, çünkü muhasebe için saklanmaları gerekir – isimler olmadan.',
  // ── end mail ──
};

export default tr;
