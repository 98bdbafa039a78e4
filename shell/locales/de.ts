import type { MessageTexts, ShellMessages } from '../registries.js';

/** German (de). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Registrieren oder anmelden',
  'main.divider': 'oder',
  'main.poweredBy': 'Bereitgestellt von',
  'form.tabs.label': 'Anmeldemethode',
  'form.email.label': 'E-Mail-Adresse',
  'form.email.placeholder': 'beispiel@email.com',
  'form.phone.label': 'Telefonnummer',
  'form.phone.region': 'Land oder Region',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Ungültige Telefonnummer. Bitte versuchen Sie es erneut.',
  'form.tab.email': 'E-Mail',
  'form.submit.email': 'Weiter mit E-Mail',
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'Weiter mit SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Weiter mit WhatsApp',
  'form.required': 'Dieses Feld ist erforderlich.',
  'nav.back': 'Zurück',
  'toast.region': 'Benachrichtigungen',
  loading: 'Wird geladen',
  'config.alone': 'Fehler: {product} kann nicht allein verwendet werden. Bitte fügen Sie der Konfiguration ein weiteres Produkt hinzu.',
  'config.notLogin': 'Fehler: Das Produkt {product} ist keine Anmeldemethode. Binden Sie es über seinen eigenen Einstiegspunkt ein.',
  'config.noEntryProduct': 'Fehler: Kein Produkt in diesem Build öffnet den Einstiegspunkt {entry}.',
  'config.notBuilt': 'Fehler: Das Produkt {product} ist in diesem Build des Widgets nicht verfügbar.',
  'config.unknownProduct': 'Fehler: Unbekanntes Produkt "{product}" in der Konfiguration.',
  'config.loadFailed': 'Fehler: Das Produkt {product} konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'config.codeFailed': 'Fehler: Das Widget konnte nicht seinen gesamten Code laden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'config.wrongPlugin': 'Fehler: Das für "{product}" geladene Plugin hat die ID "{id}".',
  'screen.unknown': 'Fehler: Unbekannter Bildschirm "{screen}".',
  'screen.failed': 'Fehler: Dieser Bildschirm kann nicht angezeigt werden. Gehen Sie zurück und versuchen Sie es erneut.',
  'session.confirmation.title': 'Geschafft!',
  'session.confirmation.text': 'Sie sind angemeldet. Die Anmeldung wurde in einem anderen Tab abgeschlossen.',
  'error.securityCheckUnavailable':
    'Eine Sicherheitsprüfung konnte nicht geladen werden, daher wurde nichts gesendet. Wenn ein Werbe- oder Skriptblocker aktiv ist, lassen Sie diese Website darin zu und versuchen Sie es dann erneut.',
};

export default texts;
