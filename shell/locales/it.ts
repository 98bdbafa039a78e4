import type { MessageTexts, ShellMessages } from '../registries.js';

/** Italian (it). */
const texts: MessageTexts<ShellMessages> = {
  'main.header': 'Registrati o accedi',
  'main.divider': 'oppure',
  'main.poweredBy': 'Con tecnologia',
  'form.tabs.label': 'Metodo di accesso',
  'form.email.label': 'Email',
  'form.email.placeholder': 'esempio@email.com',
  'form.phone.label': 'Numero di telefono',
  'form.phone.region': 'Paese o area geografica',
  'form.phone.regionOption': '{region} (+{dial})',
  'form.phone.invalid': 'Numero di telefono non valido. Riprova.',
  'form.tab.email': 'Email',
  'form.submit.email': "Continua con l'email",
  'form.tab.sms': 'SMS',
  'form.submit.sms': 'Continua con SMS',
  'form.tab.whatsapp': 'WhatsApp',
  'form.submit.whatsapp': 'Continua con WhatsApp',
  'form.required': 'Questo campo è obbligatorio.',
  'nav.back': 'Indietro',
  'toast.region': 'Notifiche',
  loading: 'Caricamento',
  'config.alone': 'Errore: {product} non può essere usato da solo. Aggiungi un altro prodotto alla configurazione.',
  'config.notLogin': 'Errore: il prodotto {product} non è un metodo di accesso; montalo con il suo punto di ingresso.',
  'config.noEntryProduct': 'Errore: nessun prodotto di questa build apre il punto di ingresso {entry}.',
  'config.notBuilt': 'Errore: il prodotto {product} non è disponibile in questa build del widget.',
  'config.unknownProduct': 'Errore: prodotto sconosciuto "{product}" nella configurazione.',
  'config.loadFailed': 'Errore: impossibile caricare il prodotto {product}. Controlla la connessione e riprova.',
  'config.codeFailed': 'Errore: il widget non è riuscito a caricare tutto il suo codice. Controlla la connessione e riprova.',
  'config.wrongPlugin': 'Errore: il plugin caricato per "{product}" ha l\'id "{id}".',
  'screen.unknown': 'Errore: schermata sconosciuta "{screen}".',
  'screen.failed': 'Errore: impossibile mostrare questa schermata. Torna indietro e riprova.',
  'session.confirmation.title': 'Fatto!',
  'session.confirmation.text': "Hai effettuato l'accesso. L'accesso è stato completato in un'altra scheda.",
  'error.securityCheckUnavailable':
    'Non è stato possibile caricare un controllo di sicurezza, quindi non è stato inviato nulla. Se hai attivato un blocco di annunci o di script, consenti questo sito e riprova.',
};

export default texts;
