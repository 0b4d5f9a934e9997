// The first start and Help: what to set up first, the keyboard shortcuts, where things are.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'start.heading': { en: 'Getting started', nl: 'Aan de slag' },
  'start.intro': {
    en: 'Three things to set up before the first timecard goes out:',
    nl: 'Drie dingen om in te stellen voordat het eerste urenbriefje de deur uitgaat:',
  },
  'start.agency': { en: 'Fill in My agency', nl: 'Vul Mijn bureau in' },
  'start.agency.why': {
    en: 'Your name and KvK number go into every message you send.',
    nl: 'Uw naam en KvK-nummer staan in elk bericht dat u verstuurt.',
  },
  'start.customer': { en: 'Add your first customer', nl: 'Voeg uw eerste klant toe' },
  'start.customer.why': {
    en: "The customer's back office receives your assignments and timecards.",
    nl: 'Het systeem van de klant ontvangt uw opdrachten en urenbriefjes.',
  },
  'start.placement': { en: 'Add your first placement', nl: 'Voeg uw eerste plaatsing toe' },
  'start.placement.why': {
    en: 'A worker at a customer: its hours are what you fill in each week.',
    nl: 'Een medewerker bij een klant: daarvan vult u elke week de uren in.',
  },
  'start.done': { en: 'Done', nl: 'Klaar' },
  'start.todo': { en: 'To do', nl: 'Nog doen' },
  'start.allDone': {
    en: 'All set. Go to Hours to fill in this week.',
    nl: 'Alles staat klaar. Ga naar Uren om deze week in te vullen.',
  },
  'start.toHours': { en: 'Fill in the hours', nl: 'Uren invullen' },
  'nav.help': { en: 'Help', nl: 'Help' },
  'nav.start': { en: 'Getting started', nl: 'Aan de slag' },
  'nav.inboxUnread': { en: 'Inbox, {count} new', nl: 'Inbox, {count} nieuw' },
  'help.heading': { en: 'Help', nl: 'Help' },
  'help.shortcuts': { en: 'Keyboard shortcuts', nl: 'Sneltoetsen' },
  'help.key': { en: 'Keys', nl: 'Toetsen' },
  'help.does': { en: 'What it does', nl: 'Wat het doet' },
  'help.new': {
    en: 'A new draft (a timecard unless you choose another kind)',
    nl: 'Een nieuw concept (een urenbriefje, tenzij u een ander soort kiest)',
  },
  'help.save': { en: 'Save the draft now', nl: 'Het concept nu opslaan' },
  'help.sync': { en: 'Send what waits in the outbox', nl: 'Versturen wat in de wachtrij staat' },
  'help.skip': {
    en: 'Tab from the top of a page: skip to its content',
    nl: 'Tab bovenaan een pagina: meteen naar de inhoud',
  },
  'help.tab': { en: 'Tab', nl: 'Tab' },
  'help.grid': {
    en: 'In the hours grid, the arrow keys and Enter move from cell to cell; hours are typed as 8, 7,5 or 7:30.',
    nl: 'In het urenrooster gaat u met de pijltjestoetsen en Enter van cel naar cel; uren typt u als 8, 7,5 of 7:30.',
  },
  'help.sending': { en: 'Sending', nl: 'Versturen' },
  'help.sending.text': {
    en: 'Messages wait in the outbox until they are sent. When a customer cannot be reached, they stay there and go out by themselves as soon as it answers again; Sync sends at once.',
    nl: 'Berichten wachten in de wachtrij tot ze verstuurd zijn. Is een klant niet bereikbaar, dan blijven ze daar staan en gaan ze vanzelf weg zodra die weer antwoordt; Versturen verstuurt meteen.',
  },
  'notify.arrived': {
    en: '{count, plural, one {A new message arrived} other {# new messages arrived}}',
    nl: '{count, plural, one {Er is een nieuw bericht binnengekomen} other {Er zijn # nieuwe berichten binnengekomen}}',
  },
  'notify.arrived.body': { en: 'Open the Inbox to read it.', nl: 'Open de Inbox om het te lezen.' },
  'notify.failed': {
    en: '{count, plural, one {A message could not be sent} other {# messages could not be sent}}',
    nl: '{count, plural, one {Een bericht kon niet worden verstuurd} other {# berichten konden niet worden verstuurd}}',
  },
  'notify.failed.body': {
    en: 'See the outbox for what needs a fix.',
    nl: 'Kijk in de wachtrij wat er moet worden hersteld.',
  },
});
