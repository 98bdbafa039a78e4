import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'المتابعة باستخدام {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'محفظة إيثريوم أخرى',
  'crypto.wallet.otherSolana': 'محفظة سولانا أخرى',
  'crypto.otherWallets': 'المتابعة باستخدام محفظة عملات مشفّرة أخرى',
  'crypto.setUp': 'إعداد محفظة عملات مشفّرة جديدة',
  'crypto.wallets': 'محافظ العملات المشفّرة',
  'crypto.other.title': 'محافظ عملات مشفّرة أخرى',
  'crypto.setup.title': 'إعداد محفظة عملات مشفّرة جديدة',
  'crypto.setup.text':
    'تتيح لك محفظة العملات المشفّرة تسجيل الدخول بدون كلمة مرور أو رمز. يمكنك تثبيت أي محفظة إيثريوم أو سولانا، مثل إحدى المحافظ التالية، ثم العودة إلى هنا والمتابعة باستخدامها.',
  'crypto.setup.downloads': 'تنزيل المحافظ',
  'crypto.newTab': '(يُفتح في علامة تبويب جديدة)',
  'crypto.connect.title': 'ربط المحفظة',
  'crypto.connect.text': 'للمتابعة، يُرجى الموافقة على طلب الربط في {wallet}.',
  'crypto.sign.title': 'توقيع الرسالة',
  'crypto.sign.text': 'يُرجى توقيع الرسالة التي تظهر في {wallet}. يُثبت التوقيع أن المحفظة ملكك، ولا يكلّف شيئًا ولا يُرسل أي معاملة.',
  'crypto.waiting': 'في انتظار {wallet}…',
  'crypto.stuck': 'لا يحدث شيء؟ يمكنك استخدام سهم الرجوع للعودة إلى شاشة تسجيل الدخول والمحاولة مرة أخرى.',
  'crypto.error.title': 'يبدو أن خطأً ما قد حدث!',
  'crypto.error.text': 'تعذّر إكمال طلب تسجيل الدخول. يمكنك استخدام سهم الرجوع للعودة إلى شاشة تسجيل الدخول والمحاولة مرة أخرى.',
  'crypto.error.connect': '[خطأ] تعذّر الاتصال بالمحفظة',
  'crypto.error.sign': '[خطأ] تعذّر توقيع الرسالة',
  'crypto.confirmation.title': 'تم بنجاح',
  'crypto.confirmation.text': 'تم التحقق من محفظتك وتسجيل دخولك.',
};

export default texts;
