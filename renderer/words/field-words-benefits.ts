// The hirer's arrangements besides the salary table, in words, for the pay equity inquiry: holiday
// allowance, sick pay, leave, the individual choice budget (IKB), pension and other arrangements. How
// their amounts, conditions and dates are put is in field-words-pay-rules.ts.
import { type FieldWords, w } from './field-words.ts';

const line = ['line', 'regel'] as const;
const arrangement = ['arrangement', 'regeling'] as const;
const kindOfLeave = ['kind of leave', 'verlofsoort'] as const;

export const benefitWords: Record<string, FieldWords> = {
  holidayAllowance: w(
    'Holiday allowance',
    'Vakantiegeld',
    [
      "The hirer's holiday allowance: how much, over what, and when it is paid.",
      'Het vakantiegeld van de inlener: hoeveel, waarover, en wanneer het wordt uitbetaald.',
    ],
    arrangement,
  ),
  phaseOutScheme: w('Phase-out scheme', 'Afbouwregeling', [
    'When the allowance is being phased out: how, and by when.',
    'Als de toeslag wordt afgebouwd: hoe, en per wanneer.',
  ]),
  payDate: w('Pay date', 'Betaaldatum', [
    'When it is paid: on a date, at a set interval, or counted from an event such as the start of the contract.',
    'Wanneer het wordt uitbetaald: op een datum, met een vaste regelmaat, of gerekend vanaf een gebeurtenis zoals het begin van het contract.',
  ]),
  line: w(
    'Lines',
    'Regels',
    [
      'The rates of the arrangement, one per line, each with its amount, how often, and on what conditions.',
      'De tarieven van de regeling, één per regel, elk met het bedrag, hoe vaak, en onder welke voorwaarden.',
    ],
    line,
  ),
  sickPay: w(
    'Sick pay',
    'Loon bij ziekte',
    [
      'What the hirer pays a worker who is ill: the waiting days and the percentage of pay.',
      'Wat de inlener doorbetaalt aan een zieke medewerker: de wachtdagen en het percentage van het loon.',
    ],
    arrangement,
  ),
  waitingDays: w('Waiting days', 'Wachtdagen', [
    'Days of illness without pay before sick pay starts.',
    'Ziektedagen zonder loon voordat het loon bij ziekte ingaat.',
  ]),
  'waitingDays/value': w('Number', 'Aantal', [
    'How many days (or hours), such as 1.',
    'Hoeveel dagen (of uren), zoals 1.',
  ]),
  leave: w(
    'Leave',
    'Verlof',
    [
      'The kinds of leave the hirer grants: paid, special, parental, shorter working time.',
      'De soorten verlof die de inlener geeft: betaald, bijzonder, ouderschapsverlof, arbeidsduurverkorting.',
    ],
    kindOfLeave,
  ),
  holidays: w(
    'Holidays',
    'Vakantiedagen',
    [
      'How many days off a year the worker builds up, and on what conditions.',
      'Hoeveel vrije dagen per jaar de medewerker opbouwt, en onder welke voorwaarden.',
    ],
    arrangement,
  ),
  paidLeave: w(
    'Paid leave',
    'Betaald verlof',
    [
      'Leave on full pay: how much, and on what conditions.',
      'Verlof met behoud van loon: hoeveel, en onder welke voorwaarden.',
    ],
    kindOfLeave,
  ),
  specialLeave: w(
    'Special leave',
    'Bijzonder verlof',
    [
      'Leave for special events, such as a wedding, a funeral or a move.',
      'Verlof bij bijzondere gebeurtenissen, zoals een huwelijk, een begrafenis of een verhuizing.',
    ],
    kindOfLeave,
  ),
  additionalParentalLeave: w(
    'Additional parental leave',
    'Aanvullend ouderschapsverlof',
    [
      'Parental leave that the hirer pays or grants on top of the law.',
      'Ouderschapsverlof dat de inlener bovenop de wet betaalt of geeft.',
    ],
    arrangement,
  ),
  WAZO: w('Pregnancy and birth leave (WAZO)', 'Zwangerschaps- en geboorteverlof (WAZO)', [
    'What the hirer adds to the legal pregnancy, birth and partner leave.',
    'Wat de inlener toevoegt aan het wettelijke zwangerschaps-, bevallings- en partnerverlof.',
  ]),
  'WAZO/description': w('Description', 'Omschrijving', [
    'The addition in words, such as "three extra days of partner leave".',
    'De aanvulling in woorden, zoals "drie extra dagen partnerverlof".',
  ]),
  MandatoryLeaveAllocation: w('Compulsory leave days', 'Verplichte verlofdagen', [
    'Days the worker must take off at set times, such as when the company closes.',
    'Dagen die de medewerker op vaste momenten verplicht vrij neemt, zoals bij een collectieve sluiting.',
  ]),
  mandatoryLeaveAllocation: w('Compulsory leave days', 'Verplichte verlofdagen', [
    'Days the worker must take off at set times, such as when the company closes.',
    'Dagen die de medewerker op vaste momenten verplicht vrij neemt, zoals bij een collectieve sluiting.',
  ]),
  'MandatoryLeaveAllocation/description': w('Description', 'Omschrijving', [
    'Which days and when, such as "the week between Christmas and New Year".',
    'Welke dagen en wanneer, zoals "de week tussen kerst en oud en nieuw".',
  ]),
  'mandatoryLeaveAllocation/description': w('Description', 'Omschrijving', [
    'Which days and when, such as "the week between Christmas and New Year".',
    'Welke dagen en wanneer, zoals "de week tussen kerst en oud en nieuw".',
  ]),
  leaveDayValue: w('Value of a leave day', 'Waarde van een verlofdag', [
    'What one day of leave is worth, in money or as a percentage of pay.',
    'Wat één verlofdag waard is, in geld of als percentage van het loon.',
  ]),
  'leaveDayValue/value': w('Value', 'Waarde', [
    'The worth of one day off, in the unit chosen beside it.',
    'De waarde van één vrije dag, in de eenheid die ernaast is gekozen.',
  ]),
  adv: w(
    'Shorter working time (ADV)',
    'Arbeidsduurverkorting (ADV)',
    [
      'Days or hours off that shorten the working year: how many, and when.',
      'Vrije dagen of uren die het werkjaar verkorten: hoeveel, en wanneer.',
    ],
    arrangement,
  ),
  workingHoursReduction: w(
    'Working hours reduction',
    'Arbeidstijdverkorting',
    [
      'Hours off that shorten the working week: how many, and on what conditions.',
      'Vrije uren die de werkweek verkorten: hoeveel, en onder welke voorwaarden.',
    ],
    arrangement,
  ),
  individualChoiceBudget: w(
    'Individual choice budget',
    'Individueel keuzebudget (IKB)',
    [
      'The individual choice budget (IKB): what is saved up, and what the worker may spend it on.',
      'Het individueel keuzebudget (IKB): wat er wordt opgebouwd, en waaraan de medewerker het mag besteden.',
    ],
    arrangement,
  ),
  budgetRate: w(
    'Budget rates',
    'Budgetpercentages',
    [
      'What goes into the budget, such as a percentage of the yearly salary.',
      'Wat er in het budget gaat, zoals een percentage van het jaarsalaris.',
    ],
    ['rate', 'percentage'],
  ),
  option: w(
    'Options',
    'Keuzes',
    [
      'The ways the worker may spend the budget.',
      'De manieren waarop de medewerker het budget mag besteden.',
    ],
    ['option', 'keuze'],
  ),
  'option/description': w('Description', 'Omschrijving', [
    'How the budget may be spent this way, such as buying extra days off.',
    'Hoe het budget zo besteed mag worden, zoals het kopen van extra vrije dagen.',
  ]),
  pension: w(
    'Pension',
    'Pensioen',
    [
      "The hirer's pension scheme: what the employer and the worker contribute.",
      'De pensioenregeling van de inlener: wat werkgever en medewerker bijdragen.',
    ],
    arrangement,
  ),
  franchise: w('Franchise', 'Franchise', [
    'Whether the pension has a franchise: a part of the pay over which no pension is built up.',
    'Of het pensioen een franchise heeft: een deel van het loon waarover geen pensioen wordt opgebouwd.',
  ]),
  'franchise/description': w('Description', 'Omschrijving', [
    'How the franchise is set, such as the amount a year.',
    'Hoe de franchise is vastgesteld, zoals het bedrag per jaar.',
  ]),
  sustainableEmployability: w(
    'Sustainable employability',
    'Duurzame inzetbaarheid',
    [
      'Arrangements that keep workers fit for work, such as a training or vitality budget.',
      'Regelingen die medewerkers inzetbaar houden, zoals een opleidings- of vitaliteitsbudget.',
    ],
    arrangement,
  ),
  'sustainableEmployability/typeCode': w('Kind', 'Soort', [
    'What it is for, such as education, career coaching or vitality.',
    'Waarvoor het is, zoals opleiding, loopbaancoaching of vitaliteit.',
  ]),
  supplementaryArrangement: w(
    'Supplementary arrangements',
    'Aanvullende regelingen',
    [
      'Extra insurances and schemes, such as the PAWW or an early retirement scheme (RVU).',
      'Aanvullende verzekeringen en regelingen, zoals de PAWW of een vroegpensioenregeling (RVU).',
    ],
    arrangement,
  ),
  'supplementaryArrangement/typeCode': w('Kind', 'Soort', [
    'Which scheme, such as PAWW (extra unemployment benefit) or WGA (partial disability).',
    'Welke regeling, zoals PAWW (aanvulling op de WW) of WGA (gedeeltelijke arbeidsongeschiktheid).',
  ]),
  coverage: w('Coverage', 'Dekking', [
    'How much the arrangement covers, such as 70 percent of the pay.',
    'Hoeveel de regeling dekt, zoals 70 procent van het loon.',
  ]),
  'coverage/value': w('Value', 'Waarde', [
    'How much is covered, in the unit chosen beside it.',
    'Hoeveel er gedekt is, in de eenheid die ernaast is gekozen.',
  ]),
  other: w(
    'Other arrangements',
    'Overige regelingen',
    [
      'Any arrangement that fits under none of the other headings, such as a free lunch.',
      'Elke regeling die onder geen van de andere kopjes past, zoals een gratis lunch.',
    ],
    arrangement,
  ),
  otherArrangement: w(
    'Other arrangements',
    'Overige regelingen',
    [
      'Any arrangement that fits under none of the other headings, such as a free lunch.',
      'Elke regeling die onder geen van de andere kopjes past, zoals een gratis lunch.',
    ],
    arrangement,
  ),
};
