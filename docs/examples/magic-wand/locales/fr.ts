import type { MessageTexts } from 'latch';
import type { WandMessages } from '../messages.js';

/** French (fr): every key of messages.ts, each placeholder as in English; a count chooses its plural form. */
const texts: MessageTexts<WandMessages> = {
  'wand.main.button': 'Se connecter avec une baguette magique',
  'wand.title': 'Lancez votre sort',
  'wand.spell.label': 'Formule magique',
  'wand.wave': 'Agiter la baguette',
  'wand.progress': 'Coups de baguette : {waves} sur {needed}',
  'wand.wrongSpell': "Ce n'est pas la bonne formule. Le charme est rompu : recommencez.",
  'wand.success.title': 'La baguette a fonctionné',
  'wand.success.text': 'Le sort a tenu {waves, plural, one {# coup de baguette} other {# coups de baguette}}.',
  'wand.config.waves': 'Erreur : magicWandOptions.waves doit être un nombre entier de 1 à {max}.',
};

export default texts;
