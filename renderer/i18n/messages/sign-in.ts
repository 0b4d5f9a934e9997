// How the Workbench signs in to a relation's system, its certificates, and what Test connection and the
// outbox say of a sign-in: in words, the protocol's names only where the customer's IT uses them.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'signIn.legend': {
    en: 'How do we sign in to this system?',
    nl: 'Hoe meldt u zich aan bij dit systeem?',
  },
  'signIn.none': { en: 'It asks for no sign-in', nl: 'Het vraagt niet om aanmelden' },
  'signIn.bearer': {
    en: 'With a key the customer gave us',
    nl: 'Met een sleutel die we van de klant kregen',
  },
  'signIn.header': {
    en: 'With an API key in a header of its own',
    nl: 'Met een API-sleutel in een eigen kop (header)',
  },
  'signIn.oauth2': {
    en: 'With a client id and secret (OAuth 2.0)',
    nl: 'Met een client-id en een geheim (OAuth 2.0)',
  },
  'signIn.headerName': { en: 'Name of the header', nl: 'Naam van de kop (header)' },
  'signIn.headerName.hint': {
    en: 'As the customer wrote it, such as X-Api-Key.',
    nl: 'Zoals de klant hem schreef, bijvoorbeeld X-Api-Key.',
  },
  'signIn.tokenUrl': { en: 'Address of the sign-in server', nl: 'Adres van de aanmeldserver' },
  'signIn.tokenUrl.hint': {
    en: 'The token address (token URL) the customer gave you, starting with https://',
    nl: 'Het tokenadres (token URL) dat u van de klant kreeg, beginnend met https://',
  },
  'signIn.clientId': { en: 'Client id', nl: 'Client-id' },
  'signIn.clientSecret': { en: 'Client secret', nl: 'Geheim (client secret)' },
  'signIn.clientSecret.set': { en: 'set: type to replace it', nl: 'ingesteld: typ om te vervangen' },
  'signIn.scope': {
    en: 'Scope (only if the customer names one)',
    nl: 'Scope (alleen als de klant er een noemt)',
  },
  'signIn.audience': {
    en: 'Audience (only if the customer names one)',
    nl: 'Audience (alleen als de klant er een noemt)',
  },
  'signIn.more': { en: 'More sign-in settings', nl: 'Meer aanmeldinstellingen' },
  'signIn.issuer': {
    en: 'Or the issuer’s address, to look the token address up',
    nl: 'Of het adres van de uitgever, om het tokenadres op te zoeken',
  },
  'signIn.clientAuth': { en: 'How the secret is sent', nl: 'Hoe het geheim wordt meegestuurd' },
  'signIn.clientAuth.basic': {
    en: 'In the Authorization header (usual)',
    nl: 'In de Authorization-kop (gebruikelijk)',
  },
  'signIn.clientAuth.post': { en: 'In the form with the request', nl: 'In het formulier van het verzoek' },

  'cert.summary': {
    en: 'Certificates (only when the customer asks for them)',
    nl: 'Certificaten (alleen als de klant erom vraagt)',
  },
  'cert.ours': { en: 'Our certificate', nl: 'Ons certificaat' },
  'cert.ours.hint': {
    en: 'Some systems let in only who shows a certificate they issued: a PKCS#12 file (.p12, .pfx) with its passphrase, or a certificate and its key (PEM).',
    nl: 'Sommige systemen laten alleen toe wie een certificaat toont dat zij uitgaven: een PKCS#12-bestand (.p12, .pfx) met het wachtwoord, of een certificaat met de sleutel (PEM).',
  },
  'cert.none': { en: 'None set', nl: 'Geen ingesteld' },
  'cert.set': {
    en: '{subject}, valid until {validTo}',
    nl: '{subject}, geldig tot {validTo}',
  },
  'cert.setPkcs12': { en: 'A PKCS#12 file is set', nl: 'Er is een PKCS#12-bestand ingesteld' },
  'cert.choosePkcs12': { en: 'Choose a PKCS#12 file…', nl: 'PKCS#12-bestand kiezen…' },
  'cert.chooseCert': { en: 'Choose a certificate (PEM)…', nl: 'Certificaat kiezen (PEM)…' },
  'cert.chooseKey': { en: 'Choose its key (PEM)…', nl: 'Sleutelbestand kiezen (PEM)…' },
  'cert.chosen': { en: 'Chosen: {file}', nl: 'Gekozen: {file}' },
  'cert.passphrase': {
    en: 'Passphrase of the file (if it has one)',
    nl: 'Wachtwoord van het bestand (als het er een heeft)',
  },
  'cert.remove': { en: 'Remove our certificate', nl: 'Ons certificaat verwijderen' },
  'cert.ca': { en: 'The certificate of its system (CA)', nl: 'Het certificaat van hun systeem (CA)' },
  'cert.ca.hint': {
    en: 'Only for a system whose certificate your computer does not trust by itself: the CA file its IT gave you.',
    nl: 'Alleen voor een systeem waarvan uw computer het certificaat niet vanzelf vertrouwt: het CA-bestand van hun IT-afdeling.',
  },
  'cert.ca.set': { en: 'Trusted: {names}', nl: 'Vertrouwd: {names}' },
  'cert.chooseCa': { en: 'Choose a CA file…', nl: 'CA-bestand kiezen…' },
  'cert.ca.remove': { en: 'Stop trusting it', nl: 'Niet meer vertrouwen' },
  'cert.pick': { en: 'Choose a file', nl: 'Kies een bestand' },

  'cp.key.oauth2': { en: 'client id and secret', nl: 'client-id en geheim' },
  'cp.key.header': { en: 'API key', nl: 'API-sleutel' },
  'cp.test.signedIn': {
    en: 'The sign-in server gave us a token.',
    nl: 'De aanmeldserver gaf ons een token.',
  },
  'cp.test.signInAccepted': { en: 'Our sign-in was accepted.', nl: 'Onze aanmelding is geaccepteerd.' },
  'cp.test.signInRefused': { en: 'Our sign-in was refused.', nl: 'Onze aanmelding is geweigerd.' },
  'cp.test.token.invalid-client': {
    en: 'The sign-in server refused our client id and secret: the secret (or the client id) is wrong.',
    nl: 'De aanmeldserver weigerde onze client-id en ons geheim: het geheim (of de client-id) klopt niet.',
  },
  'cp.test.token.unauthorized-client': {
    en: 'The sign-in server does not let our client id sign in this way: ask {name} to allow "client credentials".',
    nl: 'De aanmeldserver laat onze client-id niet zo aanmelden: vraag {name} om "client credentials" toe te staan.',
  },
  'cp.test.token.invalid-scope': {
    en: 'The sign-in server refused the scope we asked for: check it with {name}.',
    nl: 'De aanmeldserver weigerde de gevraagde scope: controleer die met {name}.',
  },
  'cp.test.token.unreachable': {
    en: 'The sign-in server could not be reached: check its address.',
    nl: 'De aanmeldserver was niet bereikbaar: controleer het adres.',
  },
  'cp.test.token.unreadable': {
    en: 'The stored client secret can no longer be read: enter it again.',
    nl: 'Het opgeslagen geheim is niet meer te lezen: vul het opnieuw in.',
  },
  'cp.test.token.other': {
    en: 'The sign-in server gave no token.',
    nl: 'De aanmeldserver gaf geen token.',
  },
  'error.signIn': {
    en: 'Signing in to {name} failed: its sign-in server gave no token.',
    nl: 'Aanmelden bij {name} is mislukt: de aanmeldserver gaf geen token.',
  },
  'error.signIn.client': {
    en: 'The sign-in server of {name} refused our client id and secret.',
    nl: 'De aanmeldserver van {name} weigerde onze client-id en ons geheim.',
  },
});
