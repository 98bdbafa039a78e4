import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { CryptoMessages } from '../messages.js';

/** Hebrew (he). */
const texts: MessageTexts<CryptoMessages> = {
  'crypto.continueWith': 'המשך עם {wallet}',
  'crypto.wallet.metamask': 'MetaMask',
  'crypto.wallet.phantom': 'Phantom',
  'crypto.wallet.vessel': 'Vessel',
  'crypto.wallet.binance': 'Binance',
  'crypto.wallet.coinbase': 'Coinbase',
  'crypto.wallet.otherEthereum': 'ארנק Ethereum אחר',
  'crypto.wallet.otherSolana': 'ארנק Solana אחר',
  'crypto.otherWallets': 'המשך עם ארנק קריפטו אחר',
  'crypto.setUp': 'הגדרת ארנק קריפטו חדש',
  'crypto.wallets': 'ארנקי קריפטו',
  'crypto.other.title': 'ארנקי קריפטו אחרים',
  'crypto.setup.title': 'הגדרת ארנק קריפטו חדש',
  'crypto.setup.text':
    'ארנק קריפטו מאפשר להתחבר בלי סיסמה ובלי קוד. אפשר להתקין כל ארנק Ethereum או Solana, למשל אחד מאלה, ואז לחזור לכאן ולהמשיך איתו.',
  'crypto.setup.downloads': 'הורדת ארנקים',
  'crypto.newTab': '(נפתח בכרטיסייה חדשה)',
  'crypto.connect.title': 'חיבור הארנק',
  'crypto.connect.text': '{wallet} מציג בקשת חיבור. כדי להמשיך, יש לאשר אותה.',
  'crypto.sign.title': 'חתימה על ההודעה',
  'crypto.sign.text': '{wallet} מציג הודעה שיש לחתום עליה. החתימה מוכיחה שהארנק שייך לך; היא לא עולה כלום ולא שולחת שום עסקה.',
  'crypto.waiting': 'בהמתנה לתגובה של {wallet}…',
  'crypto.stuck': 'לא קורה כלום? אפשר לחזור למסך ההתחברות עם החץ אחורה ולנסות שוב.',
  'crypto.error.title': 'נראה שהייתה שגיאה!',
  'crypto.error.text': 'לא ניתן היה להשלים את בקשת ההתחברות. אפשר לחזור למסך ההתחברות עם החץ אחורה ולנסות שוב.',
  'crypto.error.connect': '[שגיאה] לא ניתן להתחבר לארנק',
  'crypto.error.sign': '[שגיאה] לא ניתן לחתום על ההודעה',
  'crypto.confirmation.title': 'בוצע בהצלחה',
  'crypto.confirmation.text': 'הארנק אומת וההתחברות הושלמה.',
};

export default texts;
