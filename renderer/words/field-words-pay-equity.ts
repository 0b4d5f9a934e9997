// The pay equity inquiry (inlenersbeloning) in words, the hirer's pay that a placed worker is entitled to
// as well: its collective agreement, salary scales and steps, and pay rises. The other arrangements are in
// field-words-benefits.ts, how amounts, conditions and dates are put in field-words-pay-rules.ts.
import { type FieldWords, w } from './field-words.ts';

export const payEquityWords: Record<string, FieldWords> = {
  labourAgreements: w('Labour agreements', 'Arbeidsvoorwaardenregelingen', [
    'The sector the hirer is in, and the collective agreement or own arrangement that sets the pay.',
    'De sector waarin de inlener zit, en de cao of eigen regeling die de beloning bepaalt.',
  ]),
  collectiveLabourAgreement: w('Collective labour agreement', 'Cao', [
    "The collective agreement that sets the pay: the ABU or NBBU agreement, or the customer's own.",
    'De cao die de beloning bepaalt: de ABU- of NBBU-cao, of de eigen cao van de klant.',
  ]),
  'collectiveLabourAgreement/name': w('Name', 'Naam', [
    'Such as "Collective agreement for temporary workers (ABU)".',
    'Zoals "ABU-cao voor uitzendkrachten".',
  ]),
  'collectiveLabourAgreement/id': w(
    'Numbers',
    'Nummers',
    [
      'The number or code under which the parties know the agreement.',
      'Het nummer of de code waaronder de partijen de cao kennen.',
    ],
    ['number', 'nummer'],
  ),
  basedOn: w('Based on', 'Gebaseerd op', [
    "Why the agreement applies: membership of the employers' association, a declaration that makes it binding for the sector, or the contract.",
    'Waarom de cao geldt: lidmaatschap van de werkgeversvereniging, algemeen verbindend verklaring, of het arbeidscontract.',
  ]),
  customLabourAgreement: w('Own arrangement', 'Eigen regeling', [
    'Yes when the hirer has employment conditions of its own, besides or instead of a collective agreement.',
    'Ja als de inlener eigen arbeidsvoorwaarden heeft, naast of in plaats van een cao.',
  ]),
  industryIdentifier: w(
    'Industry codes',
    'Branchecodes',
    [
      "The hirer's sector codes from the SBI list of Statistics Netherlands (CBS).",
      'De sectorcodes van de inlener uit de SBI-lijst van het CBS.',
    ],
    ['code', 'code'],
  ),
  industryIdentifiers: w('Industry codes', 'Branchecodes', [
    "The hirer's sector codes from the SBI list of Statistics Netherlands (CBS).",
    'De sectorcodes van de inlener uit de SBI-lijst van het CBS.',
  ]),
  origin: w('Origin', 'Herkomst', [
    "Where it comes from: the collective agreement, an extension of it, or the hirer's own arrangement.",
    'Waar het vandaan komt: de cao, een aanvulling daarop, of een eigen regeling van de inlener.',
  ]),
  type: w('Kind', 'Soort', [
    'Choose the collective agreement, an extended one, an arrangement of its own, or unknown.',
    'Kies de cao, een uitgebreide cao, een eigen regeling, of onbekend.',
  ]),
  remuneration: w(
    'Pay',
    'Beloning',
    [
      "The hirer's salary tables: the scales and steps for a working week, and how they rise.",
      'De loontabellen van de inlener: de schalen en treden bij een werkweek, en hoe die stijgen.',
    ],
    ['pay element', 'beloningsonderdeel'],
  ),
  salaryScale: w(
    'Pay scales',
    'Salarisschalen',
    [
      'The salary scale that applies, with its lowest and highest pay and its steps.',
      'De salarisschaal die geldt, met het laagste en hoogste loon en de treden.',
    ],
    ['pay scale', 'salarisschaal'],
  ),
  'conditions/salaryScale': w('Pay scale', 'Salarisschaal', [
    'The name of the scale the condition is about, as given under Pay.',
    'De naam van de schaal waar de voorwaarde over gaat, zoals bij Beloning opgegeven.',
  ]),
  'salaryScale/name': w('Name', 'Naam', [
    'Such as "Scale 10" or "FWG 45".',
    'Zoals "Schaal 10" of "FWG 45".',
  ]),
  'salaryScale/minValue': w('At least', 'Minimaal', [
    'The lowest pay in the scale.',
    'Het laagste loon in de schaal.',
  ]),
  'salaryScale/maxValue': w('At most', 'Maximaal', [
    'The highest pay in the scale.',
    'Het hoogste loon in de schaal.',
  ]),
  salaryStep: w(
    'Pay steps',
    'Periodieken',
    ['The steps within the scale, each with its pay.', 'De treden binnen de schaal, elk met het loon.'],
    ['pay step', 'periodiek'],
  ),
  'salaryStep/name': w('Name', 'Naam', ['Such as "Step 5", or just 5.', 'Zoals "Trede 5", of alleen 5.']),
  'salaryStep/value': w('Wage', 'Loon', [
    'The pay at this step, such as 2850.00 a month in a monthly table.',
    'Het loon in deze trede, zoals 2850,00 per maand in een maandtabel.',
  ]),
  startSalaryStep: w('First pay step', 'Eerste periodiek', [
    'The step at which a new worker in this position starts.',
    'De trede waarop een nieuwe medewerker in deze functie begint.',
  ]),
  step: w('Step', 'Trede', [
    'The step the condition is about, as named in the scale; leave it empty for the whole scale.',
    'De trede waar de voorwaarde over gaat, zoals in de schaal genoemd; leeg laten voor de hele schaal.',
  ]),
  minimumWage: w('Minimum wage', 'Minimumloon', [
    'Yes when this step pays the legal minimum wage.',
    'Ja als deze trede het wettelijk minimumloon betaalt.',
  ]),
  careerLevel: w('Career level', 'Carrièreniveau', [
    'Whether work experience counts when a worker is placed in the scale.',
    'Of werkervaring meetelt bij de inschaling van een medewerker.',
  ]),
  'careerLevel/description': w('Description', 'Omschrijving', [
    'How experience moves a worker up the scale.',
    'Hoe ervaring een medewerker hoger in de schaal brengt.',
  ]),
  indicator: w('Applies', 'Van toepassing', ['Yes when experience counts.', 'Ja als ervaring meetelt.']),
  generalSalaryIncrease: w(
    'General pay rises',
    'Algemene loonsverhogingen',
    [
      'Rises of the whole salary table, such as the yearly rise in the collective agreement.',
      'Verhogingen van de hele loontabel, zoals de jaarlijkse cao-verhoging.',
    ],
    ['pay rise', 'loonsverhoging'],
  ),
  generalSalaryIncreaseRate: w(
    'General pay rise rates',
    'Percentages algemene loonsverhoging',
    [
      'The percentage by which the whole salary table rises, and from when.',
      'Het percentage waarmee de hele loontabel stijgt, en vanaf wanneer.',
    ],
    ['rate', 'percentage'],
  ),
  individualSalaryIncrease: w(
    'Individual pay rises',
    'Individuele loonsverhogingen',
    [
      'Rises a worker gets personally, such as a step up after a good review.',
      'Verhogingen die een medewerker persoonlijk krijgt, zoals een trede erbij na een goede beoordeling.',
    ],
    ['pay rise', 'loonsverhoging'],
  ),
  individualSalaryIncreaseRate: w(
    'Individual pay rise rates',
    'Percentages individuele loonsverhoging',
    [
      "The percentage by which a worker's pay rises after a review, and from when.",
      'Het percentage waarmee het loon van een medewerker na een beoordeling stijgt, en vanaf wanneer.',
    ],
    ['rate', 'percentage'],
  ),
  expenseDate: w('Date of the expense', 'Datum van de onkosten', [
    'The date the rise takes effect.',
    'De datum waarop de verhoging ingaat.',
  ]),
  effectiveDate: w('Effective date', 'Ingangsdatum', [
    'When the rise takes effect: on a date, every year, or counted from an event.',
    'Wanneer de verhoging ingaat: op een datum, elk jaar, of gerekend vanaf een gebeurtenis.',
  ]),
  hourlyWageConversion: w('Conversion to an hourly wage', 'Omrekening naar uurloon', [
    'How a monthly or four-weekly salary becomes an hourly wage: divided by a factor, or multiplied by a percentage.',
    'Hoe een maand- of vierwekensalaris een uurloon wordt: gedeeld door een factor, of vermenigvuldigd met een percentage.',
  ]),
  hourlyWageFactor: w('Hourly wage factor', 'Uurloonfactor', [
    'The salary divided by this is the hourly wage: 173.33 for a monthly salary and a 40-hour week.',
    'Het salaris gedeeld door dit getal is het uurloon: 173,33 bij een maandsalaris en een werkweek van 40 uur.',
  ]),
  hourlyWagePercentage: w('Hourly wage percentage', 'Uurloonpercentage', [
    'The salary times this, divided by 100, is the hourly wage: 0.58 for a monthly salary and a 40-hour week.',
    'Het salaris maal dit getal, gedeeld door 100, is het uurloon: 0,58 bij een maandsalaris en een werkweek van 40 uur.',
  ]),
};
