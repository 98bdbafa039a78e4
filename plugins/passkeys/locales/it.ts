import type { MessageTexts } from '../../../shell/plugin-api.js';
import type { PasskeyMessages } from '../messages.js';

/** Italian (it). */
const texts: MessageTexts<PasskeyMessages> = {
  'passkey.login': 'Accedi con una passkey',
  'passkey.error.unknown': "Si è verificato un errore sconosciuto durante l'accesso con la passkey. Riprova.",
  'passkey.error.notFound':
    'Registrazione della passkey non trovata. Potresti averla eliminata dal tuo account ma non dal gestore delle password. Riprova.',
  'passkey.error.alreadyRegistered':
    'Impossibile creare la passkey perché sembra già registrata. Potrebbe essere stata registrata su un altro dispositivo e poi sincronizzata su questo.',
  'passkey.error.notCreated':
    'La passkey non è stata creata. Fai clic su «Crea una passkey» per riprovare oppure salta questo passaggio senza aggiungere una passkey.',
  'passkey.error.noUser': 'Errore: impossibile usare il componente PasskeyRegistration senza un utente autenticato attivo.',
  'passkey.confirmation.title': 'Fatto!',
  'passkey.confirmation.text': 'La passkey è stata verificata.',
  'passkey.start.title': 'Configura una nuova passkey',
  'passkey.start.subtitle': 'Con le passkey non devi ricordare password complicate.',
  'passkey.start.text':
    'Le passkey sono chiavi digitali crittografate che crei con la tua impronta digitale, il tuo volto o il blocco schermo. Con una passkey accedi al tuo account in modo semplice e sicuro.',
  'passkey.start.create': 'Crea una passkey',
  'passkey.start.skip': 'Salta',
  'passkey.list.created': 'Passkey creata!',
  'passkey.list.title': 'Le tue passkey',
  'passkey.list.existing': 'Passkey salvate',
  'passkey.list.none': 'Ancora nessuna passkey.',
  'passkey.list.rename': 'Rinomina',
  'passkey.list.renameOne': 'Rinomina {name}',
  'passkey.list.deleteOne': 'Elimina {name}',
  'passkey.list.nameLabel': 'Nome della passkey',
  'passkey.list.save': 'Salva',
  'passkey.list.cancel': 'Annulla',
  'passkey.list.deleteWarning': 'Una volta eliminata, la passkey non può essere ripristinata.',
  'passkey.list.confirmDelete': 'Elimina',
  'passkey.list.another': "Configurane un'altra",
  'passkey.list.done': 'Fine',
  'passkey.done.title': 'Tutto pronto',
  'passkey.done.text': 'Le impostazioni delle tue passkey sono state salvate.',
  'passkey.upgrade.title': "Hai effettuato l'accesso",
  'passkey.upgrade.text':
    'La prossima volta accedi con una passkey: la tua impronta digitale, il tuo volto o il blocco schermo al posto di una password o di un codice.',
  'passkey.upgrade.create': 'Crea una passkey per la prossima volta',
  'passkey.upgrade.later': 'Non ora',
  'passkey.upgrade.failed': 'La passkey non è stata creata. Riprova oppure scegli «Non ora» per continuare senza.',
  'passkey.upgrade.created': 'La tua passkey è pronta: la prossima volta usala per accedere.',
  'passkey.upgrade.skipped': "Hai effettuato l'accesso.",
};

export default texts;
