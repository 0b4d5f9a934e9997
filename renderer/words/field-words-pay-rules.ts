// How the pay equity inquiry puts its rates, in words: an amount over a base, how often it applies, the
// conditions it depends on, and moments in time (a date, a repeating moment, or a time after an event).
import { type FieldWords, w } from './field-words.ts';

const repeatingToo: FieldWords['help'] = [
  'Needed for a repeating moment: write the same as under Repeats every, such as R/P1Y.',
  'Nodig bij een terugkerend moment: vul hetzelfde in als bij Herhaalt elke, zoals R/P1Y.',
];
const referredArrangement: FieldWords['help'] = [
  'The number of the arrangement referred to, as given at that arrangement.',
  'Het nummer van de regeling waarnaar verwezen wordt, zoals bij die regeling opgegeven.',
];

export const payRuleWords: Record<string, FieldWords> = {
  baseDefinition: w(
    'Base',
    'Grondslag',
    [
      'What each base for calculating, such as the gross salary, includes: pay, holiday allowance, leave days, allowances.',
      'Wat elke rekengrondslag, zoals het brutoloon, omvat: loon, vakantiegeld, verlofdagen, toeslagen.',
    ],
    ['part', 'onderdeel'],
  ),
  baseType: w('Kind of base', 'Soort grondslag', [
    'Which base: gross salary, base wage, usual wage, social insurance wage and so on.',
    'Welke grondslag: brutoloon, basisloon, gebruikelijk loon, sv-loon enzovoort.',
  ]),
  remunerationIndicator: w('Counts as pay', 'Telt als beloning', [
    'Yes when the pay itself counts in this base.',
    'Ja als het loon zelf in deze grondslag meetelt.',
  ]),
  holidayAllowanceIndicator: w('Holiday allowance included', 'Inclusief vakantiegeld', [
    'Yes when holiday allowance counts in this base.',
    'Ja als vakantiegeld in deze grondslag meetelt.',
  ]),
  allAllowancesIndicator: w('All allowances', 'Alle toeslagen', [
    'Yes when every allowance counts in this base; otherwise list below the ones that do.',
    'Ja als elke toeslag in deze grondslag meetelt; anders somt u hieronder op welke wel.',
  ]),
  referenceDate: w('Reference date', 'Peildatum', [
    'The moment the base is measured, such as 1 January or the start of the contract.',
    'Het moment waarop de grondslag wordt vastgesteld, zoals 1 januari of het begin van het contract.',
  ]),
  paidLeaveDayIndicator: w('Paid leave day', 'Betaalde verlofdag', [
    'Yes when paid leave days count in this base.',
    'Ja als betaalde verlofdagen in deze grondslag meetellen.',
  ]),
  baseAmount: w('Base amount', 'Grondslagbedrag', [
    'What a percentage is taken of, such as the monthly gross salary.',
    'Waarvan een percentage wordt genomen, zoals het bruto maandsalaris.',
  ]),
  'baseAmount/value': w('Value', 'Waarde', [
    'The amount of the base, where it is fixed, such as 47000 for a yearly salary of that much.',
    'Het bedrag van de grondslag, als dat vastligt, zoals 47000 voor een jaarsalaris van die hoogte.',
  ]),
  minValue: w('At least', 'Minimaal', [
    'The least it comes to: a lower outcome is raised to this.',
    'Het minste waarop het uitkomt: een lagere uitkomst wordt hiernaar opgehoogd.',
  ]),
  maxValue: w('At most', 'Maximaal', [
    'The most it comes to: a higher outcome is lowered to this.',
    'Het meeste waarop het uitkomt: een hogere uitkomst wordt hiernaar verlaagd.',
  ]),
  proportional: w('In proportion', 'Naar verhouding', [
    'Whether part-timers, and workers who joined during the year, get it in proportion.',
    'Of deeltijders, en medewerkers die in de loop van het jaar begonnen, het naar verhouding krijgen.',
  ]),
  'proportional/description': w('Description', 'Omschrijving', [
    'How the proportion is worked out, where that needs explaining.',
    'Hoe de verhouding wordt berekend, als dat uitleg nodig heeft.',
  ]),
  partTimePercentage: w('Part-time percentage', 'Deeltijdpercentage', [
    'Yes when a part-timer gets it in proportion to their hours against a full working week.',
    'Ja als een deeltijder het krijgt naar verhouding van de uren tegenover een volle werkweek.',
  ]),
  employmentDuration: w('Length of employment', 'Duur van het dienstverband', [
    'Yes when it is given in proportion to how long the worker has been employed.',
    'Ja als het wordt gegeven naar verhouding van hoe lang de medewerker in dienst is.',
  ]),
  contributionSource: w('Paid from', 'Betaald uit', [
    'Who pays this: the employer or the worker.',
    'Wie dit betaalt: de werkgever of de medewerker.',
  ]),
  lineId: w('Line number', 'Regelnummer', [
    'The number of this line, unique within the message: 1, 2, 3 or a code of your own.',
    'Het nummer van deze regel, uniek binnen het bericht: 1, 2, 3 of een eigen code.',
  ]),
  interval: w('Interval', 'Interval', [
    'How often the rate applies: per hour, per kilometre, per shift and so on.',
    'Hoe vaak het tarief geldt: per uur, per kilometer, per dienst enzovoort.',
  ]),
  'interval/value': w('Value', 'Waarde', [
    'How many units make one interval: 0.25 with an hour is every quarter of an hour.',
    'Hoeveel eenheden één interval zijn: 0,25 met een uur is elk kwartier.',
  ]),
  'effectiveDate/interval': w('Interval', 'Interval', repeatingToo),
  'occurrence/interval': w('Interval', 'Interval', repeatingToo),
  'payDate/interval': w('Interval', 'Interval', repeatingToo),
  'referenceDate/interval': w('Interval', 'Interval', repeatingToo),
  valuePerWeek: w('Per week', 'Per week', [
    'The same working time in hours a week, such as 40.',
    'Dezelfde werktijd in uren per week, zoals 40.',
  ]),
  reference: w(
    'References',
    'Verwijzingen',
    [
      'Other allowances this one is worked out with, such as an allowance over another allowance.',
      'Andere toeslagen waarmee deze wordt berekend, zoals een toeslag over een andere toeslag.',
    ],
    ['reference', 'verwijzing'],
  ),
  'reference/id': w('Numbers', 'Nummers', referredArrangement, ['number', 'nummer']),
  ikbReference: w(
    'IKB references',
    'IKB-verwijzingen',
    [
      'Whether this is part of the individual choice budget (IKB), comes on top of it, or is apart from it.',
      'Of dit deel is van het individueel keuzebudget (IKB), erbovenop komt, of er los van staat.',
    ],
    ['reference', 'verwijzing'],
  ),
  'ikbReference/id': w('Numbers', 'Nummers', referredArrangement, ['number', 'nummer']),
  relationType: w('Relation', 'Relatie', [
    'Part of the individual choice budget, on top of it, or apart from it.',
    'Deel van het individueel keuzebudget, erbovenop, of los ervan.',
  ]),
  'reference/relationType': w('Relation', 'Relatie', [
    'How the other allowance counts: this one is worked out over it, added to it, or taken off it.',
    'Hoe de andere toeslag meetelt: deze wordt erover berekend, erbij opgeteld of ervan afgetrokken.',
  ]),
  conditions: w(
    'Conditions',
    'Voorwaarden',
    [
      'When it applies, such as from a certain age or after a year of service.',
      'Wanneer het geldt, zoals vanaf een bepaalde leeftijd of na een jaar in dienst.',
    ],
    ['condition', 'voorwaarde'],
  ),
  'conditions/description': w('Description', 'Omschrijving', [
    'The condition in plain words, when none of the other kinds of condition fits.',
    'De voorwaarde in gewone woorden, als geen van de andere soorten voorwaarden past.',
  ]),
  condition: w('Condition', 'Voorwaarde', [
    'The condition that must not be met.',
    'De voorwaarde waaraan juist niet voldaan mag zijn.',
  ]),
  conditionType: w('Kind of condition', 'Soort voorwaarde', [
    'What it depends on: age, length of employment, a moment, the position, the salary scale, a text, or a combination.',
    'Waar het van afhangt: leeftijd, duur van het dienstverband, een moment, de functie, de salarisschaal, een tekst, of een combinatie.',
  ]),
  operator: w('Comparison', 'Vergelijking', [
    'How to compare: equal, not equal, more than, at least, less than, at most, or one of.',
    'Hoe te vergelijken: gelijk, ongelijk, meer dan, ten minste, minder dan, ten hoogste, of een van.',
  ]),
  age: w('Age', 'Leeftijd', [
    'In years; halves are allowed, such as 18.5.',
    'In jaren; halve mogen, zoals 18,5.',
  ]),
  duration: w('Duration', 'Duur', [
    'A length of employment, written as P6M for six months or P2Y for two years.',
    'Een duur van het dienstverband, geschreven als P6M voor zes maanden of P2Y voor twee jaar.',
  ]),
  referenceDateType: w('Kind of reference date', 'Soort peildatum', [
    'Which start counts for the length of employment: seniority, hiring, the contract or the assignment.',
    'Welk begin telt voor de duur van het dienstverband: anciënniteit, indiensttreding, het contract of de opdracht.',
  ]),
  occurrence: w('How often', 'Hoe vaak', [
    'The moment it is about: a date, a repeating moment, or a time after an event.',
    'Het moment waar het om gaat: een datum, een terugkerend moment, of een tijd na een gebeurtenis.',
  ]),
  occurrenceType: w('Kind of repetition', 'Soort herhaling', [
    'Once on a date, repeating, or counted from an event.',
    'Eenmalig op een datum, terugkerend, of gerekend vanaf een gebeurtenis.',
  ]),
  recurringInterval: w('Repeats every', 'Herhaalt elke', [
    'Written as R/P1Y for every year or R/P1M for every month.',
    'Geschreven als R/P1Y voor elk jaar of R/P1M voor elke maand.',
  ]),
  event: w('Event', 'Gebeurtenis', [
    'What it counts from, such as the hiring date or the start of the contract.',
    'Waarvanaf het telt, zoals de datum van indiensttreding of het begin van het contract.',
  ]),
  eventName: w('Name of the event', 'Naam van de gebeurtenis', [
    'A short name for the event, when none in the list fits (OtherEvent).',
    'Een korte naam voor de gebeurtenis, als geen uit de lijst past (OtherEvent).',
  ]),
  offset: w('Offset', 'Verschuiving', [
    'How long after the event, such as P1M for a month; a minus sign for before, P0D for the day itself.',
    'Hoe lang na de gebeurtenis, zoals P1M voor een maand; een minteken voor ervóór, P0D voor de dag zelf.',
  ]),
};
