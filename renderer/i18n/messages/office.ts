// Settings › Office server and the status bar's office indicator: a desktop that receives what
// counterparties sent through the agency's office server.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'office.heading': { en: 'Office server', nl: 'Kantoorserver' },
  'office.text': {
    en: "If your agency runs an office server, messages that customers send arrive there and come to this Workbench's Inbox. Ask whoever runs it for its address and a key for this computer.",
    nl: 'Als uw bureau een kantoorserver heeft, komen berichten van klanten daar binnen en daarna in de Inbox van deze Workbench. Vraag wie hem beheert om het adres en een sleutel voor deze computer.',
  },
  'office.url': { en: 'Address of the office server', nl: 'Adres van de kantoorserver' },
  'office.key': { en: 'Key for this computer', nl: 'Sleutel voor deze computer' },
  'office.keySet': {
    en: 'A key is saved; leave this empty to keep it.',
    nl: 'Er is een sleutel opgeslagen; laat dit leeg om die te houden.',
  },
  'office.save': { en: 'Save and connect', nl: 'Opslaan en verbinden' },
  'office.pull': { en: 'Fetch messages now', nl: 'Berichten nu ophalen' },
  'office.remove': { en: 'Stop using the office server', nl: 'Kantoorserver niet meer gebruiken' },
  'office.busy': { en: 'Asking the office server…', nl: 'Kantoorserver vragen…' },
  'office.state.off': { en: 'No office server set up.', nl: 'Geen kantoorserver ingesteld.' },
  'office.state.connected': {
    en: 'Connected. Last fetched {when}; {count, plural, =0 {no new messages} one {# new change} other {# new changes}}.',
    nl: 'Verbonden. Laatst opgehaald {when}; {count, plural, =0 {geen nieuwe berichten} one {# nieuwe wijziging} other {# nieuwe wijzigingen}}.',
  },
  'office.state.unreachable': {
    en: 'The office server cannot be reached now; the Workbench tries again by itself.',
    nl: 'De kantoorserver is nu niet bereikbaar; de Workbench probeert het zelf opnieuw.',
  },
  'office.state.refused': {
    en: 'The office server does not accept this key. Ask for a new key for this computer.',
    nl: 'De kantoorserver accepteert deze sleutel niet. Vraag een nieuwe sleutel voor deze computer.',
  },
  'office.badge.connected': { en: 'Office: connected', nl: 'Kantoor: verbonden' },
  'office.badge.unreachable': { en: 'Office: not reachable', nl: 'Kantoor: niet bereikbaar' },
  'office.badge.refused': { en: 'Office: key refused', nl: 'Kantoor: sleutel geweigerd' },
  'office.never': { en: 'never', nl: 'nooit' },
});
