// Rates and amounts in words: what is paid to the worker and billed to the customer, per what, and in
// which unit.
import { type FieldWords, w } from './field-words.ts';

export const rateWords: Record<string, FieldWords> = {
  payRates: w(
    'Rates',
    'Tarieven',
    [
      'What is paid and billed per hour or per item.',
      'Wat per uur of per stuk wordt betaald en gefactureerd.',
    ],
    ['rate', 'tarief'],
  ),
  'payRates/code': w('Code', 'Code', [
    'The kind of hours or allowance this rate is for, such as HT100 for normal hours.',
    'De soort uren of vergoeding waarvoor dit tarief geldt, zoals HT100 voor normale uren.',
  ]),
  'payRates/amount': w('Amount', 'Bedrag', [
    'The rate for one unit, before the percentage is applied.',
    'Het tarief voor één eenheid, vóórdat het percentage wordt toegepast.',
  ]),
  'payRates/period': w('Period', 'Periode', [
    'The dates the rate applies.',
    'De datums waarop het tarief geldt.',
  ]),
  rateType: w('Kind of rate', 'Soort tarief', [
    'Whether the rate is for hours worked, or for an allowance or expense.',
    'Of het tarief geldt voor gewerkte uren, of voor een vergoeding of onkosten.',
  ]),
  amount: w('Amount', 'Bedrag', [
    'How much: a number in a unit (euros, hours, days or a percentage) and, for a percentage, of what.',
    'Hoeveel: een getal in een eenheid (euro, uren, dagen of een percentage) en, bij een percentage, waarvan.',
  ]),
  'amount/value': w('Amount', 'Bedrag', [
    'The figure itself: euros for a rate, otherwise in the unit chosen beside it.',
    'Het getal zelf: euro bij een tarief, anders in de eenheid die ernaast is gekozen.',
  ]),
  currency: w('Currency', 'Valuta', ['Three letters: EUR for euros.', 'Drie letters: EUR voor euro.']),
  'currency/value': w('Currency', 'Valuta', ['EUR for euros.', 'EUR voor euro.']),
  intervalCode: w('Per', 'Per', [
    'How often it applies: per hour, per day, once, every year, …',
    'Hoe vaak het geldt: per uur, per dag, eenmalig, elk jaar, …',
  ]),
  'intervalCode/value': w('Per', 'Per', [
    'For a rate: per hour, per day, per four weeks and so on. In pay arrangements: the number of units.',
    'Bij een tarief: per uur, per dag, per vier weken enzovoort. Bij beloningsregelingen: het aantal eenheden.',
  ]),
  multiplier: w('Percentage', 'Percentage', [
    'Of the base rate: 100 for normal hours, 150 for overtime at time and a half.',
    'Van het basistarief: 100 voor normale uren, 150 voor overwerk tegen 150%.',
  ]),
  toBeBilled: w('Billed to the customer', 'Gefactureerd aan de klant', [
    'Yes when the customer is invoiced at this rate.',
    'Ja als de klant tegen dit tarief wordt gefactureerd.',
  ]),
  toBePaid: w('Paid to the worker', 'Uitbetaald aan de medewerker', [
    'Yes when the worker is paid at this rate.',
    'Ja als de medewerker tegen dit tarief wordt uitbetaald.',
  ]),
  unitCode: w('Unit', 'Eenheid', [
    'What the number is counted in, such as euros, hours, days or a percentage.',
    'Waarin het getal geteld wordt, zoals euro, uren, dagen of een percentage.',
  ]),
  'unitCode/value': w('Code', 'Code', [
    'Hours or days for working time; a day, week, month and so on for the period it counts over.',
    'Uren of dagen bij werktijd; dag, week, maand enzovoort bij de periode waarover die telt.',
  ]),
};
