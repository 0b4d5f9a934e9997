// The position in words: what the work is, where and when, how much of it, what the worker must bring,
// and under which collective agreement.
import { type FieldWords, w } from './field-words.ts';

const amountOfWork = (least: string, minst: string): FieldWords['help'] => [
  `The ${least} hours or days of work in that period, without breaks.`,
  `Het ${minst} aantal uren of dagen werk in die periode, zonder pauzes.`,
];

export const positionWords: Record<string, FieldWords> = {
  positionProfile: w(
    'Position',
    'Functie',
    ['What the work is, where and when.', 'Wat het werk is, waar en wanneer.'],
    ['position', 'functie'],
  ),
  positionId: w('Position number', 'Functienummer', [
    "The number of the position in the customer's own system.",
    'Het nummer van de functie in het eigen systeem van de klant.',
  ]),
  positionTask: w('Task', 'Taak', [
    'The task the worker does, as a code and in words.',
    'De taak die de medewerker uitvoert, als code en in woorden.',
  ]),
  'positionTask/id': w(
    'Numbers',
    'Nummers',
    [
      "The code of the task, such as the customer's own task code.",
      'De code van de taak, zoals de eigen taakcode van de klant.',
    ],
    ['number', 'nummer'],
  ),
  'positionTask/description': w('Description', 'Omschrijving', [
    'The task in words, for whoever does not know its code.',
    'De taak in woorden, voor wie de code niet kent.',
  ]),
  'description/value': w('In words', 'In woorden', [
    'A few words, such as "Picking from high racks" or "Washing up".',
    'Een paar woorden, zoals "Orderpicken hoogbouw" of "Afwassen".',
  ]),
  positionLocation: w(
    'Work locations',
    'Werklocaties',
    [
      'Where the work is done: an address, or a location the customer knows by its number.',
      'Waar het werk gedaan wordt: een adres, of een locatie die de klant met een nummer kent.',
    ],
    ['work location', 'werklocatie'],
  ),
  'positionLocation/name': w('Name', 'Naam', [
    'Such as "Distribution centre North".',
    'Zoals "Distributiecentrum Noord".',
  ]),
  primaryLocation: w('Main location', 'Hoofdlocatie', [
    "Yes for the worker's regular place of work, when there are several.",
    'Ja voor de vaste standplaats van de medewerker, als er meer locaties zijn.',
  ]),
  positionPeriod: w('Period of the assignment', 'Periode van de opdracht', [
    'From the first day to the (expected) last day of the work.',
    'Van de eerste tot de (verwachte) laatste dag van het werk.',
  ]),
  'positionPeriod/start': w('First day', 'Eerste dag', [
    'The day the worker starts at the customer.',
    'De dag waarop de medewerker bij de klant begint.',
  ]),
  'positionPeriod/end': w('Last day', 'Laatste dag', [
    'The last day, once it is known; leave it empty for work without an end date.',
    'De laatste dag, zodra die bekend is; leeg laten bij werk zonder einddatum.',
  ]),
  expectedEnd: w('Expected last day', 'Verwachte laatste dag', [
    'Until when the customer expects to have work; it may end sooner or later.',
    'Tot wanneer de klant verwacht werk te hebben; het kan eerder of later eindigen.',
  ]),
  actualEnd: w('Actual last day', 'Werkelijke laatste dag', [
    'The last day as agreed in the contract, once known; often before the expected last day.',
    'De laatste dag zoals in het contract afgesproken, zodra bekend; vaak vóór de verwachte laatste dag.',
  ]),
  positionReason: w('Reason for the position', 'Reden van inzet', [
    'Why the customer needs someone, such as the season, illness or a project.',
    'Waarom de klant iemand nodig heeft, zoals het seizoen, ziekte of een project.',
  ]),
  positionOfferingTypes: w('Kind of employment', 'Soort inzet', [
    'Temporary work, secondment, payroll, or recruitment and selection.',
    'Uitzenden, detacheren, payrolling, of werving en selectie.',
  ]),
  'positionOfferingTypes/value': w('Kind', 'Soort', [
    'In the words agreed with the customer, such as "temporary staffing".',
    'In de woorden die met de klant zijn afgesproken, zoals "uitzenden".',
  ]),
  positionQuantity: w('Number of places', 'Aantal plaatsen', [
    'How many workers are needed at these times.',
    'Hoeveel medewerkers er op deze tijden nodig zijn.',
  ]),
  positionOpenQuantity: w('Places still open', 'Nog open plaatsen', [
    'How many workers the customer still needs for this position: people, not FTE.',
    'Hoeveel medewerkers de klant nog nodig heeft voor deze functie: personen, geen fte.',
  ]),
  positionOrganizations: w(
    'Organisations',
    'Organisaties',
    [
      'The organisations or branches the position belongs to.',
      'De organisaties of vestigingen waar de functie onder valt.',
    ],
    ['organisation', 'organisatie'],
  ),
  'positionOrganizations/name': w('Name', 'Naam', [
    'What the organisation or branch is called, as on its letters.',
    'Hoe de organisatie of vestiging heet, zoals op haar brieven.',
  ]),
  positionProfileIds: w(
    'Position numbers',
    'Functienummers',
    [
      'The positions this condition is about, by the numbers they have under Position.',
      'De functies waar deze voorwaarde over gaat, met de nummers die ze bij Functie hebben.',
    ],
    ['number', 'nummer'],
  ),
  positionProfileReference: w(
    'Positions referred to',
    'Functieverwijzingen',
    [
      'The positions this scale is for, by the numbers they have under Position.',
      'De functies waarvoor deze schaal geldt, met de nummers die ze bij Functie hebben.',
    ],
    ['reference', 'verwijzing'],
  ),
  'positionProfileReference/description': w('Description', 'Omschrijving', [
    'Why a worker may start at another step, or other notes on placing them in the scale.',
    'Waarom een medewerker op een andere trede kan beginnen, of andere opmerkingen over de inschaling.',
  ]),
  positionQualifications: w('Qualifications asked for', 'Gevraagde kwalificaties', [
    'What the worker must have: certificates, licences and competences.',
    'Wat de medewerker moet hebben: certificaten, vergunningen en competenties.',
  ]),
  positionCompetencies: w(
    'Competences asked for',
    'Gevraagde competenties',
    [
      'The competences the position asks for, required or welcome.',
      'De competenties die de functie vraagt, verplicht of gewenst.',
    ],
    ['competence', 'competentie'],
  ),
  shiftDescription: w('Shift', 'Dienst', [
    'For shift work: which shifts, such as "three shifts" or "early and late".',
    'Bij ploegendienst: welke diensten, zoals "drieploegendienst" of "vroege en late dienst".',
  ]),
  workDescription: w('Description of the work', 'Omschrijving van het werk', [
    'What the work in this position usually involves.',
    'Wat het werk in deze functie gewoonlijk inhoudt.',
  ]),
  referenceTitle: w('Title of the reference', 'Titel van de verwijzing', [
    'The job as the collective agreement names it, such as "Production worker B".',
    'De functie zoals de cao die noemt, zoals "Productiemedewerker B".',
  ]),
  jobCategories: w('Job categories', 'Functiegroepen', [
    'The job group of the position, such as the one in the collective agreement.',
    'De functiegroep van de functie, zoals die in de cao.',
  ]),
  'jobCategories/id': w(
    'Numbers',
    'Nummers',
    [
      'The code of the job group, as the collective agreement numbers them.',
      'De code van de functiegroep, zoals de cao die nummert.',
    ],
    ['number', 'nummer'],
  ),
  standByIndicator: w('Stand-by', 'Bereikbaarheidsdienst', [
    'Yes for a position held in reserve; not meant for an on-call worker.',
    'Ja voor een reservefunctie; niet bedoeld voor een oproepkracht.',
  ]),
  workingPeriods: w(
    'Working times',
    'Werktijden',
    ['How much work, per day or per week.', 'Hoeveel werk, per dag of per week.'],
    ['working time', 'werktijd'],
  ),
  contractWorkingPeriods: w(
    'Contracted working times',
    'Werktijden volgens contract',
    [
      "The working time agreed in the worker's contract, without breaks.",
      'De arbeidsomvang zoals in het contract van de medewerker afgesproken, zonder pauzes.',
    ],
    ['working time', 'werktijd'],
  ),
  workDuration: w('Working time', 'Werktijd', [
    'How much work, without breaks, such as 40 hours a week.',
    'Hoeveel werk, zonder pauzes, zoals 40 uur per week.',
  ]),
  'workDuration/value': w('Number', 'Aantal', [
    'The hours or days of work, without breaks: 32 for 32 hours.',
    'Het aantal uren of dagen werk, zonder pauzes: 32 voor 32 uur.',
  ]),
  baseDuration: w('Per', 'Per', [
    'The period the working time counts over: a day, a week, a month.',
    'De periode waarover de werktijd telt: een dag, een week, een maand.',
  ]),
  'baseDuration/value': w('Number', 'Aantal', [
    'How many of the unit beside it: 1 with a week means per week.',
    'Hoeveel van de eenheid ernaast: 1 met een week betekent per week.',
  ]),
  minimumWorkDuration: w('Least working time', 'Minimale werktijd', [
    'The least work in that period, such as 24 hours.',
    'Het minimum aan werk in die periode, zoals 24 uur.',
  ]),
  'minimumWorkDuration/value': w('Number', 'Aantal', amountOfWork('least', 'kleinste')),
  maximumWorkDuration: w('Most working time', 'Maximale werktijd', [
    'The most work in that period, such as 40 hours.',
    'Het maximum aan werk in die periode, zoals 40 uur.',
  ]),
  'maximumWorkDuration/value': w('Number', 'Aantal', amountOfWork('most', 'grootste')),
  travelDistance: w('Travel distance (km)', 'Reisafstand (km)', [
    "Kilometres from the worker's home to the place of work.",
    'Kilometers van het huis van de medewerker naar de werkplek.',
  ]),
  maximumTravelDistance: w('Longest travel distance (km)', 'Grootste reisafstand (km)', [
    'How far the worker is willing to travel to work, in kilometres.',
    'Hoe ver de medewerker bereid is naar het werk te reizen, in kilometers.',
  ]),
  workAssignments: w('Assignments', 'Opdrachten', [
    'The assignments this worker is placed on, by their numbers.',
    'De opdrachten waarop deze medewerker is geplaatst, met hun nummers.',
  ]),
  'workAssignments/id': w(
    'Numbers',
    'Nummers',
    [
      'The numbers of the assignments, as in the assignments themselves.',
      'De nummers van de opdrachten, zoals in de opdrachten zelf.',
    ],
    ['number', 'nummer'],
  ),
};
