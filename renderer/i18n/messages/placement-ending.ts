// Placements: deleting one never sent, ending or withdrawing one sent, each with what it does in words.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'ending.heading': { en: 'Stop this placement', nl: 'Deze plaatsing stoppen' },
  'ending.delete.text': {
    en: '{customer} has received nothing of this placement yet. Deleting it removes the placement, its assignment waiting in the outbox and its timecards not sent; nothing goes to {customer}.',
    nl: '{customer} heeft nog niets van deze plaatsing ontvangen. Verwijderen haalt de plaatsing weg, met de opdracht in de wachtrij en de urenbriefjes die nog niet verstuurd zijn; er gaat niets naar {customer}.',
  },
  'ending.delete': { en: 'Delete placement…', nl: 'Plaatsing verwijderen…' },
  'ending.delete.sure': {
    en: 'Delete the placement of {worker}? This cannot be undone.',
    nl: 'De plaatsing van {worker} verwijderen? Dit kan niet ongedaan worden gemaakt.',
  },
  'ending.delete.yes': { en: 'Yes, delete it', nl: 'Ja, verwijderen' },
  'ending.no': { en: 'No, keep it', nl: 'Nee, houden' },
  'ending.end.title': { en: 'End early', nl: 'Eerder beëindigen' },
  'ending.end.lastDay': { en: 'Last day worked', nl: 'Laatste werkdag' },
  'ending.end.text': {
    en: '{customer} receives the assignment again with {day} as the last day worked. After that day {worker} is no longer in the week of hours.',
    nl: '{customer} krijgt de opdracht opnieuw, met {day} als laatste werkdag. Na die dag staat {worker} niet meer in de urenweek.',
  },
  'ending.end.already': {
    en: 'This placement already ends on {day}: ending it earlier is only possible for a placement that runs longer. To take it back altogether, withdraw it.',
    nl: 'Deze plaatsing eindigt al op {day}: eerder beëindigen kan alleen bij een plaatsing die langer loopt. Om haar helemaal terug te nemen, trekt u haar in.',
  },
  'ending.end.beforeStart': {
    en: 'The last day cannot be before the first day ({day}); withdraw the placement instead.',
    nl: 'De laatste werkdag kan niet voor de eerste dag ({day}) liggen; trek de plaatsing dan in.',
  },
  'ending.end.notEarlier': {
    en: 'Choose a day before the planned last day ({day}).',
    nl: 'Kies een dag voor de geplande laatste dag ({day}).',
  },
  'ending.end': { en: 'End placement', nl: 'Plaatsing beëindigen' },
  'ending.ended': {
    en: 'Ended on {day}. The changed assignment waits in the outbox for {customer}.',
    nl: 'Beëindigd op {day}. De gewijzigde opdracht staat in de wachtrij voor {customer}.',
  },
  'ending.withdraw.title': { en: 'Withdraw', nl: 'Intrekken' },
  'ending.withdraw.text': {
    en: 'Withdrawing deletes the assignment at {customer}: for a placement that does not go ahead. Timecards already sent stay with {customer}; the placement stays here, marked withdrawn, and can no longer be changed.',
    nl: 'Intrekken verwijdert de opdracht bij {customer}: voor een plaatsing die niet doorgaat. Urenbriefjes die al verstuurd zijn blijven bij {customer}; de plaatsing blijft hier staan als ingetrokken en kan niet meer worden gewijzigd.',
  },
  'ending.withdraw': { en: 'Withdraw placement…', nl: 'Plaatsing intrekken…' },
  'ending.withdraw.sure': {
    en: 'Withdraw the placement of {worker} at {customer}?',
    nl: 'De plaatsing van {worker} bij {customer} intrekken?',
  },
  'ending.withdraw.yes': { en: 'Yes, withdraw it', nl: 'Ja, intrekken' },
  'ending.withdrawn': {
    en: 'Withdrawn. The deletion of the assignment waits in the outbox for {customer}.',
    nl: 'Ingetrokken. Het verwijderen van de opdracht staat in de wachtrij voor {customer}.',
  },
  'ending.withdrawnNotQueued': {
    en: 'Withdrawn here; the deletion could not be queued: {reason}.',
    nl: 'Hier ingetrokken; het verwijderen kon niet worden klaargezet: {reason}.',
  },
  'ending.isWithdrawn': {
    en: 'This placement was withdrawn: it can no longer be changed.',
    nl: 'Deze plaatsing is ingetrokken: ze kan niet meer worden gewijzigd.',
  },
});
