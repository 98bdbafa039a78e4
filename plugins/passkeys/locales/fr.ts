import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** French (fr). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': "Se connecter avec une clé d'accès",
  'passkey.error.unknown': "Une erreur inconnue s'est produite lors de la connexion avec la clé d'accès. Veuillez réessayer.",
  'passkey.error.notFound':
    "Clé d'accès introuvable. Vous l'avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.",
  'passkey.error.alreadyRegistered':
    "Impossible de créer la clé d'accès : elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée avec celui-ci.",
  'passkey.error.notCreated':
    "Votre clé d'accès n'a pas été créée. Cliquez sur « Créer une clé d'accès » pour réessayer, ou passez cette étape sans ajouter de clé d'accès.",
  'passkey.error.noUser': "Erreur : impossible d'utiliser le composant PasskeyRegistration sans utilisateur authentifié actif.",
  'passkey.confirmation.title': "C'est fait !",
  'passkey.confirmation.text': "Votre clé d'accès a bien été vérifiée.",
  'passkey.start.title': "Configurez une nouvelle clé d'accès",
  'passkey.start.subtitle': "Avec les clés d'accès, plus besoin de retenir des mots de passe complexes.",
  'passkey.start.text':
    "Les clés d'accès sont des clés numériques chiffrées que vous créez avec votre empreinte digitale, votre visage ou le verrouillage de l'écran. Une clé d'accès vous permet de vous connecter à votre compte facilement et en toute sécurité.",
  'passkey.start.create': "Créer une clé d'accès",
  'passkey.start.skip': 'Passer',
  'passkey.list.created': "Clé d'accès créée !",
  'passkey.list.title': "Vos clés d'accès",
  'passkey.list.existing': "Clés d'accès enregistrées",
  'passkey.list.none': "Aucune clé d'accès pour l'instant.",
  'passkey.list.rename': 'Renommer',
  'passkey.list.renameOne': 'Renommer {name}',
  'passkey.list.deleteOne': 'Supprimer {name}',
  'passkey.list.nameLabel': "Nom de la clé d'accès",
  'passkey.list.save': 'Enregistrer',
  'passkey.list.cancel': 'Annuler',
  'passkey.list.deleteWarning': "Une fois supprimée, la clé d'accès ne pourra pas être restaurée.",
  'passkey.list.confirmDelete': 'Supprimer',
  'passkey.list.another': 'En configurer une autre',
  'passkey.list.done': 'Terminé',
  'passkey.done.title': 'Tout est prêt !',
  'passkey.done.text': "Vos paramètres de clés d'accès sont enregistrés.",
  'passkey.upgrade.title': 'Connexion réussie',
  'passkey.upgrade.text':
    "La prochaine fois, connectez-vous avec une clé d'accès : votre empreinte digitale, votre visage ou le verrouillage de l'écran, au lieu d'un mot de passe ou d'un code.",
  'passkey.upgrade.create': "Créer une clé d'accès pour la prochaine fois",
  'passkey.upgrade.later': 'Pas maintenant',
  'passkey.upgrade.failed': "Votre clé d'accès n'a pas été créée. Réessayez, ou choisissez « Pas maintenant » pour continuer sans clé d'accès.",
  'passkey.upgrade.created': "Votre clé d'accès est prête : utilisez-la la prochaine fois pour vous connecter.",
  'passkey.upgrade.skipped': 'Connexion réussie.',
};

export default texts;
