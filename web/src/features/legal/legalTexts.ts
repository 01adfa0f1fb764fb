/** Static legal pages linked from the footer and the forms (spec 3 §2 'Other linked routes'). */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}
export interface LegalText {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

const CONTROLLER = 'Il titolare del trattamento è la società che gestisce il Club, con sede legale in Italia.';

export const LEGAL_TEXTS: Readonly<Record<'privacyNotice' | 'privacyPolicy' | 'cookiePolicy' | 'privacyHomnya' | 'privacyIntegrativa', LegalText>> = {
  privacyNotice: {
    title: 'Informativa sulla privacy',
    intro: 'Informativa ai sensi dell\'art. 13 del Regolamento (UE) 2016/679 (GDPR) per chi si registra al Club e compila i moduli del portale.',
    sections: [
      { title: 'Titolare del trattamento', paragraphs: [CONTROLLER] },
      {
        title: 'Dati trattati e finalità',
        paragraphs: [
          'Trattiamo i dati che ci fornisci (nome, cognome, e-mail, cellulare, codice fiscale, professione) per gestire la tua iscrizione, i servizi dell\'abbonamento e le tue richieste di contatto.',
          'Con il tuo consenso, facoltativo, trattiamo i dati anche per marketing diretto, comunicazione a terzi, finalità scientifiche e statistiche e offerte personalizzate.',
        ],
      },
      { title: 'Conservazione', paragraphs: ['I dati sono conservati per la durata dell\'iscrizione e, dopo, per il tempo richiesto dalla legge.'] },
      { title: 'I tuoi diritti', paragraphs: ['Puoi chiedere accesso, rettifica, cancellazione, limitazione e portabilità dei dati, e opporti al trattamento, scrivendo all\'assistenza del Club.'] },
    ],
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    intro: 'Come il portale del Club tratta i dati personali di chi lo visita e di chi è iscritto.',
    sections: [
      { title: 'Titolare del trattamento', paragraphs: [CONTROLLER] },
      { title: 'Dati di navigazione', paragraphs: ['I sistemi del portale raccolgono i dati tecnici necessari al funzionamento (indirizzo IP, tipo di browser, pagine visitate), usati solo in forma aggregata o per la sicurezza.'] },
      { title: 'Condizioni d\'uso', paragraphs: ['L\'uso del portale e dei servizi dell\'abbonamento è regolato dalle condizioni d\'uso accettate alla registrazione; le modifiche possono essere contestate entro 30 giorni.'] },
      { title: 'Contatti', paragraphs: ['Per ogni domanda sul trattamento dei dati puoi scrivere all\'assistenza del Club.'] },
    ],
  },
  cookiePolicy: {
    title: 'Cookie Policy',
    intro: 'Quali cookie usa il portale e come puoi gestirli.',
    sections: [
      { title: 'Cookie tecnici', paragraphs: ['Il cookie di sessione (club_session) mantiene l\'accesso al tuo account: è necessario e non richiede consenso.'] },
      { title: 'Cookie di misurazione', paragraphs: ['Con il tuo consenso usiamo strumenti di misurazione per capire come viene usato il portale e migliorarlo.'] },
      { title: 'Gestione dei cookie', paragraphs: ['Puoi cancellare o bloccare i cookie dalle impostazioni del tuo browser; senza il cookie di sessione non è possibile accedere all\'area riservata.'] },
    ],
  },
  privacyHomnya: {
    title: 'Informativa privacy Homnya',
    intro: 'Informativa ai sensi dell\'art. 13 del Regolamento (UE) 2016/679 (GDPR) sul trattamento dei dati da parte di Homnya, la piattaforma che gestisce il tuo profilo professionale e i contenuti formativi del Club.',
    sections: [
      { title: 'Titolare del trattamento', paragraphs: ['Il titolare del trattamento è Homnya, che tratta i dati del tuo profilo per conto proprio e nell\'interesse del Club.'] },
      { title: 'Dati trattati e finalità', paragraphs: ['Trattiamo i dati del profilo (nome, cognome, e-mail, professione, specializzazioni, codice fiscale) per darti accesso ai corsi, alle risorse e ai servizi della piattaforma.'] },
      { title: 'Base giuridica', paragraphs: ['Il trattamento si basa sul tuo consenso, che puoi revocare in ogni momento dalla pagina Privacy del tuo profilo.'] },
      { title: 'I tuoi diritti', paragraphs: ['Puoi chiedere accesso, rettifica, cancellazione, limitazione e portabilità dei dati, e opporti al trattamento, scrivendo all\'assistenza del Club.'] },
    ],
  },
  privacyIntegrativa: {
    title: 'Informativa privacy integrativa',
    intro: 'Informativa che integra l\'informativa privacy del Club per i servizi offerti con i partner: consulenza legale, servizi assicurativi, telemedicina e convenzioni.',
    sections: [
      { title: 'Comunicazione ai partner', paragraphs: ['Quando richiedi un servizio offerto da un partner, comunichiamo al partner i dati necessari a risponderti: nome, cognome, e-mail, cellulare e il contenuto della richiesta.'] },
      { title: 'Titolari autonomi', paragraphs: ['Ogni partner tratta i dati ricevuti come titolare autonomo, secondo la propria informativa, solo per fornirti il servizio richiesto.'] },
      { title: 'I tuoi diritti', paragraphs: ['Puoi esercitare i tuoi diritti verso il Club scrivendo all\'assistenza, e verso il partner ai recapiti indicati nella sua informativa.'] },
    ],
  },
};
