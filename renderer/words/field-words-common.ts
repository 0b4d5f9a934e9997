// Members that recur in every kind of message, in words: numbers and who gave them out, names, codes,
// free text, dates and times, and when something applies.
import { type FieldWords, w } from './field-words.ts';

const theNumberItself: FieldWords['help'] = [
  'The number or code itself, exactly as the party that gave it out writes it.',
  'Het nummer of de code zelf, precies zoals de partij die het uitgaf het schrijft.',
];
const nameOfCode: FieldWords['help'] = [
  'The name that goes with the code, as the customer calls it.',
  'De naam die bij de code hoort, zoals de klant die noemt.',
];

export const commonWords: Record<string, FieldWords> = {
  documentId: w('Document number', 'Documentnummer', [
    'The number of this message, as the party that issues it writes it.',
    'Het nummer van dit bericht, zoals de partij die het uitgeeft het schrijft.',
  ]),
  'documentId/value': w('Number', 'Nummer', [
    'The number itself, such as TC-2026-045; two messages from the same party never share one.',
    'Het nummer zelf, zoals UB-2026-045; twee berichten van dezelfde partij hebben nooit hetzelfde.',
  ]),
  schemeAgencyId: w('Issued by', 'Uitgegeven door', [
    'Who gave out this number: the customer, the supplier (the agency), or a register.',
    'Wie dit nummer uitgaf: de klant, de leverancier (het bureau) of een register.',
  ]),
  value: w('Value', 'Waarde', theNumberItself),
  id: w(
    'Numbers',
    'Nummers',
    ['The numbers each party knows this by.', 'De nummers waaronder elke partij dit kent.'],
    ['number', 'nummer'],
  ),
  'id/value': w('Number', 'Nummer', theNumberItself),
  name: w('Name', 'Naam', [
    'What the hirer calls this arrangement, with anything about it that fits nowhere else.',
    'Hoe de inlener deze regeling noemt, met wat er verder over te zeggen is en nergens anders past.',
  ]),
  code: w('Code', 'Code', [
    'The code as the customer uses it in its own administration.',
    'De code zoals de klant die in de eigen administratie gebruikt.',
  ]),
  'costCenter/name': w('Name', 'Naam', nameOfCode),
  'department/name': w('Name', 'Naam', nameOfCode),
  'project/name': w('Name', 'Naam', nameOfCode),
  description: w('Description', 'Omschrijving', [
    'What the other fields cannot say, in plain words: details, limits and exceptions.',
    'Wat de andere velden niet kwijt kunnen, in gewone woorden: details, grenzen en uitzonderingen.',
  ]),
  descriptions: w('Descriptions', 'Omschrijvingen', [
    'Anything more about it, such as a level or what it allows the worker to do.',
    'Wat er verder over te zeggen is, zoals een niveau of wat het de medewerker toestaat.',
  ]),
  comments: w('Comments', 'Opmerkingen', [
    'Anything else the other party should know about this message.',
    'Wat de andere partij verder over dit bericht moet weten.',
  ]),
  comment: w('Comment', 'Opmerking', [
    'A note for the customer about this line.',
    'Een toelichting voor de klant bij deze regel.',
  ]),
  note: w('Note', 'Notitie', [
    'In plain words, such as what the expense was for.',
    'In gewone woorden, zoals waarvoor de onkosten waren.',
  ]),
  versionId: w('Version', 'Versie', [
    "The version of this inquiry in the hirer's own numbering, to tell it from earlier ones.",
    'De versie van deze uitvraag in de eigen nummering van de inlener, om die van eerdere te onderscheiden.',
  ]),
  issued: w('Issued', 'Uitgegeven', [
    'The date and time the hirer drew up this information.',
    'De datum en het tijdstip waarop de inlener deze gegevens opstelde.',
  ]),
  period: w('Period', 'Periode', [
    'The dates this covers, with the times of day and weekdays where they matter.',
    'De datums die dit beslaat, met de tijden en weekdagen waar die ertoe doen.',
  ]),
  datePeriod: w('Dates', 'Datums', [
    'From the first to the last day, both days included.',
    'Van de eerste tot en met de laatste dag.',
  ]),
  'datePeriod/start': w('First day', 'Eerste dag', [
    'The first day it covers, such as the Monday of the week on a timecard.',
    'De eerste dag die het beslaat, zoals de maandag van de week op een urenbriefje.',
  ]),
  'datePeriod/end': w('Last day', 'Laatste dag', [
    'The last day it covers, that day included.',
    'De laatste dag die het beslaat, die dag meegerekend.',
  ]),
  dateTimePeriod: w('Time', 'Tijd', [
    'The clock times of the work, from start to end.',
    'De kloktijden van het werk, van begin tot einde.',
  ]),
  'dateTimePeriod/start': w('Start', 'Begin', [
    'The day and time work began, such as 9:00.',
    'De dag en het tijdstip waarop het werk begon, zoals 9:00.',
  ]),
  'dateTimePeriod/end': w('End', 'Einde', [
    'The day and time work stopped; the next day for a night shift.',
    'De dag en het tijdstip waarop het werk stopte; de volgende dag bij een nachtdienst.',
  ]),
  start: w('Start', 'Begin', [
    'The date (and the time, where asked) from which it counts.',
    'De datum (en het tijdstip, waar gevraagd) vanaf wanneer het telt.',
  ]),
  end: w('End', 'Einde', [
    'The last date (and the time, where asked) on which it counts, that day included.',
    'De laatste datum (en het tijdstip, waar gevraagd) waarop het telt, die dag meegerekend.',
  ]),
  TimePeriod: w('Period', 'Periode', [
    'The times of day it applies, such as 22:00 to 6:00 for night work.',
    'De tijden van de dag waarop het geldt, zoals 22:00 tot 6:00 voor nachtwerk.',
  ]),
  timePeriod: w(
    'Periods',
    'Periodes',
    [
      'The times of day it applies, such as 22:00 to 6:00 for night work.',
      'De tijden van de dag waarop het geldt, zoals 22:00 tot 6:00 voor nachtwerk.',
    ],
    ['period', 'periode'],
  ),
  'TimePeriod/start': w('Start', 'Begin', [
    'The time of day it starts to apply, such as 22:00.',
    'Het tijdstip waarop het gaat gelden, zoals 22:00.',
  ]),
  'TimePeriod/end': w('End', 'Einde', [
    'The time of day it stops applying, such as 6:00.',
    'Het tijdstip waarop het ophoudt te gelden, zoals 6:00.',
  ]),
  'timePeriod/start': w('Start', 'Begin', [
    'The time of day it starts to apply, such as 22:00.',
    'Het tijdstip waarop het gaat gelden, zoals 22:00.',
  ]),
  'timePeriod/end': w('End', 'Einde', [
    'The time of day it stops applying, such as 6:00.',
    'Het tijdstip waarop het ophoudt te gelden, zoals 6:00.',
  ]),
  weekday: w(
    'Weekdays',
    'Weekdagen',
    [
      'The days of the week it applies on; public holidays count as a day of their own.',
      'De dagen van de week waarop het geldt; feestdagen tellen als een eigen dag.',
    ],
    ['weekday', 'weekdag'],
  ),
  'weekday/value': w('Day', 'Dag', [
    'A day of the week, or public holidays.',
    'Een dag van de week, of feestdagen.',
  ]),
  date: w('Date', 'Datum', [
    'The date it happens, when it happens once.',
    'De datum waarop het gebeurt, als het eenmalig is.',
  ]),
  startTime: w('Start time', 'Begintijd', [
    'The time of day it begins, such as 7:00.',
    'Het tijdstip waarop het begint, zoals 7:00.',
  ]),
  endTime: w('End time', 'Eindtijd', [
    'The time of day it ends, such as 15:30.',
    'Het tijdstip waarop het eindigt, zoals 15:30.',
  ]),
  startDateTime: w('From', 'Vanaf', [
    'The day, and the time of day, it begins.',
    'De dag en het tijdstip waarop het begint.',
  ]),
  endDateTime: w('Until', 'Tot', [
    'The day, and the time of day, it ends; the next day for a night shift.',
    'De dag en het tijdstip waarop het eindigt; de volgende dag bij een nachtdienst.',
  ]),
  validFrom: w('Valid from', 'Geldig vanaf', [
    'The first day it applies.',
    'De eerste dag waarop het geldt.',
  ]),
  validTo: w('Valid until', 'Geldig tot', [
    'The last day it applies, that day included; leave it empty while there is no end.',
    'De laatste dag waarop het geldt, die dag meegerekend; leeg laten zolang er geen einde is.',
  ]),
  effectivePeriod: w('Valid', 'Geldig', [
    'The dates between which this holds, such as the term of the collective agreement.',
    'De datums waartussen dit geldt, zoals de looptijd van de cao.',
  ]),
  effectiveTimePeriod: w('Valid', 'Geldig', [
    'The dates between which this holds.',
    'De datums waartussen dit geldt.',
  ]),
};
