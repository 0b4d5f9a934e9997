// Errors in words: what went wrong with a counterparty or with this Workbench, and what happens next.
// One table (renderer/errors/outcome.ts) picks the sentence; the technical detail stays behind "Details".
import { defineMessages } from '../define.ts';

export default defineMessages({
  'error.net.refused': {
    en: '{name} cannot be reached (the connection was refused).',
    nl: '{name} is niet bereikbaar (verbinding geweigerd).',
  },
  'error.net.timeout': {
    en: '{name} did not answer in time.',
    nl: '{name} gaf niet op tijd antwoord.',
  },
  'error.net.notFound': {
    en: 'The address of {name} cannot be found: check the address in Relations, or the internet connection.',
    nl: 'Het adres van {name} is niet te vinden: controleer het adres bij Relaties, of de internetverbinding.',
  },
  'error.net.reset': {
    en: 'The connection with {name} was broken off.',
    nl: 'De verbinding met {name} werd verbroken.',
  },
  'error.net.certificate': {
    en: 'The secure connection with {name} could not be checked (its certificate is not trusted).',
    nl: 'De beveiligde verbinding met {name} kon niet worden gecontroleerd (het certificaat wordt niet vertrouwd).',
  },
  'error.net.other': {
    en: '{name} cannot be reached.',
    nl: '{name} is niet bereikbaar.',
  },
  'error.http.key': {
    en: '{name} refused our key.',
    nl: '{name} weigerde onze sleutel.',
  },
  'error.http.notFound': {
    en: '{name} does not know this message or address.',
    nl: '{name} kent dit bericht of adres niet.',
  },
  'error.http.conflict': {
    en: '{name} already has another message with this number.',
    nl: '{name} heeft al een ander bericht met dit nummer.',
  },
  'error.http.tooLarge': {
    en: 'The message is too large for {name}.',
    nl: 'Het bericht is te groot voor {name}.',
  },
  'error.http.format': {
    en: '{name} does not accept this format or version.',
    nl: '{name} accepteert deze vorm of versie niet.',
  },
  'error.http.rejected': {
    en: '{name} rejected the message.',
    nl: '{name} heeft het bericht afgewezen.',
  },
  'error.http.busy': {
    en: '{name} is busy.',
    nl: '{name} heeft het te druk.',
  },
  'error.http.server': {
    en: '{name} has a problem of its own.',
    nl: '{name} heeft zelf een storing.',
  },
  'error.http.other': {
    en: '{name} answered with an error (code {status}).',
    nl: '{name} antwoordde met een fout (code {status}).',
  },
  'error.refusal.method': {
    en: '{name} does not take this message: it does not receive this kind of message, or not sent the way it was sent.',
    nl: '{name} neemt dit bericht niet aan: het ontvangt dit soort bericht niet, of niet op de manier waarop het werd verstuurd.',
  },
  'error.refusal.format': {
    en: '{name} does not accept the format the message was sent in.',
    nl: '{name} accepteert de vorm waarin het bericht werd verstuurd niet.',
  },
  'error.refusal.version': {
    en: '{name} refused the version header the message was sent with.',
    nl: '{name} weigerde de versiekop waarmee het bericht werd verstuurd.',
  },
  'error.refusal.fields': {
    en: '{name} rejected the message: {fields}.',
    nl: '{name} heeft het bericht afgewezen: {fields}.',
  },
  'error.refusal.more': {
    en: '{fields} and {count, plural, one {# more} other {# more}}',
    nl: '{fields} en nog {count}',
  },
  'refusal.label': { en: 'What {name} refused', nl: 'Wat {name} weigerde' },
  'refusal.goTo': { en: 'Go to {field}', nl: 'Naar {field}' },
  'error.attachment': {
    en: 'A receipt could not be sent with the message.',
    nl: 'Een bon kon niet met het bericht worden meegestuurd.',
  },
  'error.unexpected': {
    en: 'Something unexpected went wrong while sending.',
    nl: 'Er ging iets onverwachts mis bij het versturen.',
  },
  'error.next.queued': {
    en: 'The message stays in the outbox and is sent as soon as {name} can be reached.',
    nl: 'Het bericht blijft in de wachtrij en wordt verstuurd zodra {name} bereikbaar is.',
  },
  'error.next.retry': {
    en: 'It will be tried again by itself.',
    nl: 'Het wordt vanzelf opnieuw geprobeerd.',
  },
  'error.next.fix': {
    en: 'This needs a fix: correct the message or the relation, then choose Retry.',
    nl: 'Dit moet worden hersteld: pas het bericht of de relatie aan en kies daarna Opnieuw.',
  },
  'error.next.key': {
    en: 'Check “{signIn}” at {relations} › {name}, then choose Retry all failed.',
    nl: 'Controleer “{signIn}” bij {relations} › {name} en kies daarna Alles opnieuw proberen.',
  },
  'error.next.fields': {
    en: 'Correct these in the message and send it again.',
    nl: 'Verbeter dit in het bericht en verstuur het opnieuw.',
  },
  'error.next.method': {
    en: 'Check at {relations} › {name} whether “{receives}” includes this kind of message, or change “{submit}” under “{technical}”; then choose Retry all failed.',
    nl: 'Controleer bij {relations} › {name} of “{receives}” dit soort bericht noemt, of wijzig “{submit}” onder “{technical}”; kies daarna Alles opnieuw proberen.',
  },
  'error.next.format': {
    en: 'Choose the other “{format}” (JSON or XML) under “{technical}” at {relations} › {name}, then choose Retry all failed.',
    nl: 'Kies de andere “{format}” (JSON of XML) onder “{technical}” bij {relations} › {name} en kies daarna Alles opnieuw proberen.',
  },
  'error.next.version': {
    en: 'Change “{versionHeader}” under “{technical}” at {relations} › {name}, then choose Retry all failed.',
    nl: 'Wijzig “{versionHeader}” onder “{technical}” bij {relations} › {name} en kies daarna Alles opnieuw proberen.',
  },
  'error.blocked': {
    en: 'Waits until an earlier message about the same document has been sent.',
    nl: 'Wacht tot een eerder bericht over hetzelfde document is verstuurd.',
  },
  'error.details': { en: 'Details', nl: 'Details' },
  'error.asReceived': { en: 'The answer as received', nl: 'Het antwoord zoals ontvangen' },
  'error.local.offline': {
    en: 'The Workbench cannot reach its own server. Is it still running?',
    nl: 'De Workbench kan zijn eigen server niet bereiken. Draait die nog?',
  },
  'error.local.notFound': { en: 'This no longer exists.', nl: 'Dit bestaat niet meer.' },
  'error.local.conflict': {
    en: 'This was changed elsewhere in the meantime.',
    nl: 'Dit is intussen ergens anders gewijzigd.',
  },
  'error.local.invalid': {
    en: 'The Workbench could not accept this.',
    nl: 'De Workbench kon dit niet aannemen.',
  },
  'error.local.notQueueable': {
    en: 'This message cannot be put in the outbox for {name}.',
    nl: 'Dit bericht kan niet in de wachtrij voor {name} worden gezet.',
  },
  'error.local.invalidDraft': {
    en: 'The message still has problems: fix them first.',
    nl: 'Het bericht heeft nog problemen: los die eerst op.',
  },
  'error.local.counterpartyInUse': {
    en: 'Messages for this relation are still waiting in the outbox: send or cancel them first.',
    nl: 'Er wachten nog berichten voor deze relatie in de wachtrij: verstuur of annuleer die eerst.',
  },
  'error.local.exists': { en: 'That name is taken already.', nl: 'Die naam is al in gebruik.' },
  'error.local.server': {
    en: 'The Workbench ran into a problem. Try again; if it keeps happening, look at the server log.',
    nl: 'De Workbench liep tegen een probleem aan. Probeer het opnieuw; blijft het gebeuren, kijk dan in het serverlogboek.',
  },
  'error.local.tooLarge': { en: 'The file is too large.', nl: 'Het bestand is te groot.' },
  'error.local.fileType': {
    en: 'This kind of file is not accepted here.',
    nl: 'Dit soort bestand wordt hier niet aangenomen.',
  },
});
