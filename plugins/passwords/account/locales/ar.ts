import type { MessageTexts } from '../../../../shell/plugin-api.js';
import type { PasswordAccountMessages } from '../messages.js';

/** Arabic (ar). */
const texts: MessageTexts<PasswordAccountMessages> = {
  'pw.account.title': 'كلمة المرور',
  'pw.account.setIntro': 'لا توجد كلمة مرور لحسابك بعد. يمكنك تعيين كلمة مرور لتسجيل الدخول باستخدام عنوان بريدك الإلكتروني وكلمة المرور.',
  'pw.account.changeIntro': 'يُرجى إدخال كلمة المرور الحالية، ثم كلمة المرور الجديدة.',
  'pw.account.current': 'كلمة المرور الحالية',
  'pw.account.set': 'تعيين كلمة المرور',
  'pw.account.change': 'تغيير كلمة المرور',
  'pw.account.setDone': 'تم تعيين كلمة المرور.',
  'pw.account.changed': 'تم تغيير كلمة المرور.',
  'pw.account.wrongCurrent': 'كلمة المرور الحالية غير صحيحة. لم يتم تغيير أي شيء.',
  'pw.account.needsEmail': 'تُستخدم كلمة المرور مع عنوان بريد إلكتروني: يُرجى إضافة عنوان إلى حسابك أولًا.',
};

export default texts;
