import type { MessageTexts } from 'latch';
import type { WandMessages } from '../messages.js';

/** Arabic (ar): right to left; the count's six plural forms, as Intl.PluralRules names them. */
const texts: MessageTexts<WandMessages> = {
  'wand.main.button': 'تسجيل الدخول بعصا سحرية',
  'wand.title': 'أَلقِ تعويذتك',
  'wand.spell.label': 'كلمة التعويذة',
  'wand.wave': 'التلويح بالعصا',
  'wand.progress': 'التلويحات: {waves} من {needed}',
  'wand.wrongSpell': 'هذه ليست التعويذة الصحيحة. انكسر السحر، فلنبدأ من جديد.',
  'wand.success.title': 'نجحت العصا',
  'wand.success.text':
    'صمدت التعويذة {waves, plural, zero {دون أي تلويحة} one {تلويحة واحدة} two {تلويحتين} few {# تلويحات} many {# تلويحة} other {# تلويحة}}.',
  'wand.config.waves': 'خطأ: يجب أن تكون قيمة magicWandOptions.waves عددًا صحيحًا من 1 إلى {max}.',
};

export default texts;
