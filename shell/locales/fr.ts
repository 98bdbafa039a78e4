import type { MessageTexts, ShellMessages } from '../registries.js';

/** French (fr). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Inscrivez-vous ou connectez-vous',
  'main.divider': 'ou',
  'main.poweredBy': 'Propulsé par',
  'form.tabs.label': 'Méthode de connexion',
  'form.email.label': 'Adresse e-mail',
  'form.email.placeholder': 'exemple@email.com',
  'form.phone.label': 'Numéro de téléphone',
  'form.phone.region': 'Pays ou région',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Numéro de téléphone non valide. Veuillez réessayer.',
  'form.tab.email': 'E-mail',
  'form.submit.email': 'Continuer par e-mail',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'Continuer par SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Continuer avec WhatsApp',
  'form.required': 'Ce champ est obligatoire.',
  'nav.back': 'Retour',
  'toast.region': 'Notifications',
  loading: 'Chargement',
  'config.alone': "Erreur : impossible d'utiliser {product} seul. Ajoutez un autre produit à la configuration.",
  'config.notLogin': "Erreur : le produit {product} n'est pas un moyen de connexion ; montez-le avec son propre point d'entrée.",
  'config.noEntryProduct': "Erreur : aucun produit de ce build n'ouvre le point d'entrée {entry}.",
  'config.notBuilt': "Erreur : le produit {product} n'est pas disponible dans ce build du widget.",
  'config.unknownProduct': 'Erreur : produit inconnu "{product}" dans la configuration.',
  'config.loadFailed': 'Erreur : impossible de charger le produit {product}. Vérifiez votre connexion et réessayez.',
  'config.codeFailed': "Erreur : le widget n'a pas pu charger tout son code. Vérifiez votre connexion et réessayez.",
  'config.wrongPlugin': 'Erreur : le plugin chargé pour "{product}" a l\'identifiant "{id}".',
  'screen.unknown': 'Erreur : écran inconnu "{screen}".',
  'screen.failed': "Erreur : impossible d'afficher cet écran. Revenez en arrière et réessayez.",
  'session.confirmation.title': "C'est fait !",
  'session.confirmation.text': 'Connexion réussie. Elle a été finalisée dans un autre onglet.',
  'error.securityCheckUnavailable':
    "Une vérification de sécurité n'a pas pu se charger, donc rien n'a été envoyé. Si un bloqueur de publicités ou de scripts est activé, autorisez-y ce site, puis réessayez.",
};

export default texts;
