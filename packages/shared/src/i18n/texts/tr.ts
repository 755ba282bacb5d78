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
  'verifier.title': 'Kartı kontrol et',
  'verifier.intro':
    'Kart uygulamasındaki veya kartın arkasındaki QR kodunu tarayın. Kartın gerçek olup olmadığı bu cihazda kontrol edilir. İnternet olmadan da çalışır.',
  'verifier.startCamera': 'Kamerayı başlat',
  'verifier.choosePicture': 'Resim seçin',
  'verifier.noKeys':
    'Bu cihazda henüz kontrol anahtarı kayıtlı değil. Lütfen bu sayfayı bir kez internet bağlantısıyla açın.',
  'verifier.noCodeInPicture':
    'Bu resimde QR kod bulunamadı. Lütfen kodun tamamının göründüğü daha net bir resim seçin.',
  'verifier.keysFrom': 'Kontrol anahtarları: {date} ({count})',
  'verifier.camera': 'Kamerayla tarama',
  'verifier.cameraImage': 'Kameradaki görüntü: QR kodu çerçevenin içinde tutun',
  'verifier.cameraHint': 'QR kodu kamera görüntüsünde sabit tutun.',
  'verifier.stopCamera': 'Kamerayı kapat',
  'verifier.cameraNotAllowed':
    'Kameraya erişim izni verilmedi. Lütfen tarayıcı ayarlarından izin verin. Ya da QR kodun bir resmini seçin veya kodu aşağıya yapıştırın.',
  'verifier.cameraNotFound':
    'Bu cihazda kamera yok. Lütfen QR kodun bir resmini seçin veya kodu aşağıya yapıştırın.',
  'verifier.cameraFailed':
    'Kameranız başlatılamıyor. Lütfen QR kodun bir resmini seçin veya kodu aşağıya yapıştırın.',
  'verifier.codeLabel': 'Kodu yazın veya yapıştırın',
  'verifier.codeEmpty': 'Lütfen kodu yazın veya yapıştırın.',
  'verifier.codeNotACardCode':
    'Bu bir kart kodu değil. Lütfen QR kodun tüm metnini yapıştırın: “{path}” içeren bağlantıyı veya ondan sonraki kodu.',
  'verifier.checkCode': 'Kodu kontrol et',
  'verifier.checking': 'Kontrol ediliyor …',
  'verifier.verdictValid': 'Geçerli',
  'verifier.verdictTest': 'Test kartı – geçerli bir kart değil',
  'verifier.verdictInvalid': 'Geçerli değil: {reason}',
  'verifier.problem.unknown': 'artık mevcut değil',
  'verifier.problem.deleted': 'silindi',
  'verifier.problem.erased': 'veriler silindi',
  'verifier.problem.archived': 'arşivlendi',
  'verifier.problem.reissued': 'eski kod',
  'verifier.problem.expired': 'süresi doldu',
  'verifier.problem.not_yet_valid': 'henüz geçerli değil',
  'verifier.problem.not_paid': 'ödenmedi',
  'verifier.problem.not_validated': 'okul tarafından onaylanmadı',
  'verifier.problem.test': 'test kartı',
  'verifier.problemText.unknown': 'Kart artık Ausweisportal’da mevcut değil.',
  'verifier.problemText.deleted': 'Kart silindi.',
  'verifier.problemText.erased': 'Kartın verileri talep üzerine silindi.',
  'verifier.problemText.archived': 'Kart arşivlendi.',
  'verifier.problemText.reissued':
    'Kartın verileri o zamandan beri değişti. Bu kod eskidir. Lütfen güncel kartı göstermesini isteyin.',
  'verifier.problemText.expired': 'Kartın süresi doldu.',
  'verifier.problemText.not_yet_valid': 'Kart henüz geçerli değil.',
  'verifier.problemText.not_paid': 'Kartın ödemesi yapılmadı.',
  'verifier.problemText.not_validated': 'Okul kartı henüz onaylamadı.',
  'verifier.problemText.test': 'Bu bir test kartıdır. Geçerli bir kart değildir.',
  'verifier.refusal.format': 'kart kodu değil',
  'verifier.refusal.unknown_key': 'bilinmeyen anahtar',
  'verifier.refusal.signature': 'imza geçersiz',
  'verifier.refusal.screen_outdated': 'ekrandan alınmış eski kod',
  'verifier.refusal.revoked': 'engellendi',
  'verifier.refusalText.format': 'Bu QR kod, Ausweisportal’ın bir kart kodu değil.',
  'verifier.refusalText.unknown_key':
    'Kod bilinmeyen bir anahtarla imzalanmış. Güncel kontrol anahtarlarını yüklemek için lütfen bu sayfayı bir kez internet bağlantısıyla açın. Yine olmazsa kart gerçek değildir.',
  'verifier.refusalText.signature': 'İmza geçersiz: Kod değiştirilmiş veya sahte.',
  'verifier.refusalText.screen_outdated':
    'Kart uygulamasının ekranındaki bu kod eskidir. Muhtemelen bir fotoğraf veya ekran görüntüsüdür.',
  'verifier.refusalText.expired': 'Kartın süresi doldu.',
  'verifier.refusalText.not_yet_valid': 'Kart henüz geçerli değil.',
  'verifier.refusalText.revoked': 'Bu kart engellendi: Silindi, erken arşivlendi veya talep üzerine silindi.',
  'verifier.refusalText.reissued':
    'Bu kod eskidir: Kart değişen verilerle yeniden düzenlendi. Lütfen kart uygulamasındaki güncel kodu göstermesini isteyin.',
  'verifier.expiredOn': 'Kartın süresi doldu ({date} tarihine kadar geçerliydi).',
  'verifier.notYetValidFrom': 'Kart henüz geçerli değil ({date} tarihinden itibaren geçerli).',
  'verifier.screenOutdatedAt':
    'Kart uygulamasının ekranındaki bu kod {date} tarihinde imzalandı. Sadece {hours, plural, one {# saat} other {# saat}} geçerlidir. Muhtemelen bir fotoğraf veya ekran görüntüsüdür. Kart uygulaması internete bağlanınca kodu yeniler.',
  'verifier.onListOf': '{reason} (engelleme listesi: {date})',
  'verifier.offlineNote':
    'Çevrimdışı kontrol edildi: İmza ve geçerlilik doğru. Kartın bu arada silinip silinmediğini, arşivlenip arşivlenmediğini veya yeniden düzenlenip düzenlenmediğini internetle yapılan kontrol gösterir.',
  'verifier.offlineOlderCodeNote':
    'Çevrimdışı kontrol edildi: İmza ve geçerlilik doğru. Kartın bu arada silinip silinmediğini, arşivlenip arşivlenmediğini, yeniden düzenlenip düzenlenmediğini ve test kartı olup olmadığını (bu eski kod bunu söylemez) internetle yapılan kontrol gösterir.',
  'verifier.onlineNote': 'Çevrimiçi kontrol edildi: Ausweisportal’daki güncel durum.',
  'verifier.askingNote': 'Güncel durum soruluyor …',
  'verifier.photoOf': '{name} fotoğrafı',
  'verifier.name': 'Ad soyad',
  'verifier.birthday': 'Doğum tarihi',
  'verifier.institution': 'Okul',
  'verifier.accessCode': 'Erişim kodu {code}',
  'verifier.validPeriod': 'Geçerlilik',
  'verifier.fromTo': '{from} – {to}',
  'verifier.validated': 'Okul onayı',
  'verifier.yes': 'Evet',
  'verifier.no': 'Hayır',
  'verifier.issuedAt': 'Düzenlenme',
  'verifier.cardNumber': 'Kart no.',
  'verifier.signature': 'İmza',
  'verifier.signatureGenuine': 'gerçek (bu cihazda kontrol edildi)',
  'verifier.hintTitle': 'Kart uygulamasında nelere dikkat etmeli?',
  'verifier.hintClock': 'Uygulamadaki saat saniye saniye ilerler ve sizin saatinizle aynıdır.',
  'verifier.hintBand': 'Saatin arkasındaki bant hareket eder.',
  'verifier.hintLiveCode': 'Canlı kodu (üç rakam ve bir renk) buraya yazın. Kod her 10 saniyede değişir.',
  'verifier.liveTitle': 'Kart uygulamasının canlı kontrolü',
  'verifier.liveSigned':
    'Kart uygulamasının ekranından alınan kod, imza tarihi: {date}. Şu an bu cihazda saat: <clock>{time}</clock>',
  'verifier.liveCompare': 'Uygulamadaki saat aynı olmalı. Arkasındaki bant hareket etmeli.',
  'verifier.liveLabel': 'Uygulamadaki canlı kod (örneğin {example})',
  'verifier.liveSubmit': 'Canlı kodu karşılaştır',
  'verifier.liveMatch': 'Canlı kod doğru: Ekran şu anda canlı, bu kartın bulunduğu bir cihazda.',
  'verifier.liveOffline':
    'İnternet olmadan canlı kod kontrol edilemez. Uygulamadaki saati yukarıdaki saatle karşılaştırın. Bandın hareket ettiğine dikkat edin.',
  'verifier.liveUnclear': 'Canlı kod kontrol edilemedi. Lütfen tekrar deneyin.',
  'verifier.liveMalformed':
    'Lütfen canlı kodu kart uygulamasının gösterdiği gibi yazın: üç rakam ve renk, örneğin “042 Blau”.',
  'verifier.liveMismatch':
    'Canlı kod bu karta ait değil. Lütfen şu anda gösterilen kodu tekrar okuyun. Yine uymazsa ekran gerçek değildir.',
  'verifier.liveOutdated':
    'Bu canlı kod yaklaşık {seconds} saniye önce geçerliydi, şimdi değil. Muhtemelen bir kayıt veya ekran görüntüsüdür. Lütfen şu anda gösterilen kodu okuyun.',
  'verifier.listFrom': 'Engelleme listesi: {date}',
  'verifier.noList':
    'Bu cihazda henüz engelleme listesi kayıtlı değil. İnternet olmadan kontrol, engellenmiş kartları tanımaz. Lütfen bu sayfayı bir kez internet bağlantısıyla açın.',
  'verifier.listOld':
    'Engelleme listesi {days, plural, one {# günden} other {# günden}} eski. İnternet olmadan kontrol, o zamandan beri engellenen kartları tanımaz. Listenin yenilenmesi için lütfen bu sayfayı internet bağlantısıyla açın.',
  'verifier.listRefused.format': 'Yüklenen engelleme listesi okunamıyor. Bu nedenle kullanılmadı.',
  'verifier.listRefused.unknown_key':
    'Yüklenen engelleme listesi bilinmeyen bir anahtarla imzalanmış. Bu nedenle kullanılmadı.',
  'verifier.listRefused.signature': 'Yüklenen engelleme listesinin imzası yanlış. Bu nedenle kullanılmadı.',
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default tr;
