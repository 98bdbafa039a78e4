import type { MessageTexts, ShellMessages } from '../registries.js';

/** Dutch (nl). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Registreren of inloggen',
  'main.divider': 'of',
  'main.poweredBy': 'Mogelijk gemaakt door',
  'form.tabs.label': 'Inlogmethode',
  'form.email.label': 'E-mailadres',
  'form.email.placeholder': 'voorbeeld@email.com',
  'form.phone.label': 'Telefoonnummer',
  'form.phone.region': 'Land of regio',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Ongeldig telefoonnummer. Probeer het opnieuw.',
  'form.tab.email': 'E-mail',
  'form.submit.email': 'Doorgaan met e-mail',
  'form.tab.sms': 'Sms',
  'form.submit.sms': 'Doorgaan met sms',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Doorgaan met WhatsApp',
  'form.required': 'Dit veld is verplicht.',
  'nav.back': 'Terug',
  'toast.region': 'Meldingen',
  loading: 'Laden',
  'config.alone': 'Fout: {product} kan niet als enige product worden gebruikt. Voeg een ander product toe aan de configuratie.',
  'config.notLogin': 'Fout: het product {product} is geen inlogmethode; koppel het via zijn eigen ingangspunt.',
  'config.noEntryProduct': 'Fout: geen enkel product in deze build opent het ingangspunt {entry}.',
  'config.notBuilt': 'Fout: het product {product} is niet beschikbaar in deze build van de widget.',
  'config.unknownProduct': 'Fout: onbekend product "{product}" in de configuratie.',
  'config.loadFailed': 'Fout: het product {product} kan niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  'config.codeFailed': 'Fout: de widget kan niet al zijn code laden. Controleer je verbinding en probeer het opnieuw.',
  'config.wrongPlugin': 'Fout: de plug-in die voor "{product}" is geladen, heeft de id "{id}".',
  'screen.unknown': 'Fout: onbekend scherm "{screen}".',
  'screen.failed': 'Fout: dit scherm kan niet worden weergegeven. Ga terug en probeer het opnieuw.',
  'session.confirmation.title': 'Gelukt!',
  'session.confirmation.text': 'Je bent ingelogd. Het inloggen is in een ander tabblad afgerond.',
  'error.securityCheckUnavailable':
    'Een beveiligingscontrole kan niet worden geladen, dus er is niets verstuurd. Staat er een advertentie- of scriptblocker aan? Sta deze site daarin toe en probeer het opnieuw.',
};

export default texts;
