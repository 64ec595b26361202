import type { PublicSurveyTexts } from './en';

const tr: PublicSurveyTexts = {
  documentTitle: 'Müşteri anketi',
  loading: 'Anket yükleniyor…',
  serviceDate: 'Servis tarihi',
  model: 'Model',
  serialNumber: 'Seri numarası',
  required: 'zorunlu',
  requiredError: 'Lütfen bir puan seçin.',
  fixErrors: 'Lütfen zorunlu olarak işaretlenen soruları yanıtlayın.',
  ratingOf: '{{max}} üzerinden {{value}}',
  lowest: 'Hiç memnun değilim',
  highest: 'Çok memnunum',
  reasonCounter: '{{count}} / {{max}} karakter',
  send: 'Yanıtları gönder',
  sending: 'Gönderiliyor…',
  thankYouTitle: 'Teşekkürler!',
  saved: 'Yanıtlarınız kaydedildi',
  expiredTitle: 'Bağlantının süresi doldu',
  expired: 'Bu anket bağlantısı artık geçerli değil.',
  alreadyAnsweredTitle: 'Zaten yanıtlandı',
  alreadyAnswered: 'Bu anketi daha önce yanıtladınız. Teşekkür ederiz!',
  warningTitle: 'Anket kullanılamıyor',
  unknown: 'Bu anket bağlantısı geçerli değil. Lütfen size gelen mesajdaki bağlantıyı kontrol edin.',
  withdrawn: 'Bu anket kapatıldı. İlginiz için teşekkür ederiz.',
  networkError: 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  tooMany: 'Çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
  loadRefused: 'Anket açılamadı. Lütfen daha sonra tekrar deneyin.',
  saveRefused: 'Yanıtlarınız kaydedilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
  retry: 'Tekrar dene',
};

export default tr;
