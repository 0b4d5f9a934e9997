// From a received order to a placement, in Chromium in Dutch (axe-clean), between two Workbenches: a
// customer's system PUTs a StaffingOrder to the agency's exchange server with its key; the clerk reads
// it (no heading without anything under it), ties the key to the relation it was given to, presses
// "Iemand plaatsen", finds the form filled from the order, names the worker and saves; after Versturen
// the customer's Workbench (a second `serve`, customer role) holds a HumanResource and an Assignment
// that refer to the order, both valid against the official schemas.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem, MessageView, OutboxItem } from '../../shared/api/types.ts';
import { cli } from '../support/cli.ts';
import { official, readExample } from '../support/official.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { InboxPage, MessagePage } from './pages/inbox-page.ts';
import { PlacementForm } from './pages/placements-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { type ManagementApi, managementApi } from './support/placed-worker.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;

let browser: Browser;
let app: WorkbenchApp;
let customerDir: string;
let customer: ServeProcess;
let customerApi: ManagementApi;

/** The official example order for late 2026, with a rate, and a list of certificates left empty. */
function order(): Json {
  const doc = readExample('StaffingOrder-2.0.json') as Json;
  const profile = doc.positionProfile as Json;
  profile.positionPeriod = { start: '2026-11-30', end: '2026-12-24' };
  profile.positionQualifications = { certifications: [] };
  doc.payRates = [
    {
      rateType: 'TimeInterval',
      code: 'HT100',
      amount: { value: 16.5, currency: { value: 'EUR' } },
      intervalCode: { value: 'HourlyConsolidated' },
      period: { datePeriod: { start: '2026-11-30' } },
      multiplier: 100,
      toBeBilled: true,
      toBePaid: true,
    },
  ];
  return doc;
}

beforeAll(async () => {
  customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-molen-'));
  const agencyKey = (await cli('key', 'add', 'flex', '--data', customerDir)).stdout.trim();
  customer = await startServe(['--role', 'customer', '--require-auth', '--data', customerDir, '--quiet']);
  customerApi = managementApi(customer);
  browser = await launchBrowser();
  app = await openApp(browser, ['--role', 'supplier', '--require-auth'], { locale: 'nl-NL' });
  // The key the agency gave the bakery's system: named as the bakery's IT named it, not as the relation.
  const orderKey = (await cli('key', 'add', 'bakkerij-de-molen', '--data', app.dir)).stdout.trim();
  const doc = order();
  const setup = [
    app.api('agency', { method: 'PUT', json: { name: 'Flex Uitzendbureau', kvk: '12345678' } }),
    app.api('counterparties', {
      method: 'POST',
      json: {
        name: 'molen',
        role: 'customer',
        baseUrl: customer.url,
        token: agencyKey,
        party: {
          name: 'Bakkerij De Molen',
          kvk: ((doc.customer as Json).legalId as Json).value,
          supplierNumber: 'LEV-9',
        },
      },
    }),
  ];
  for (const res of await Promise.all(setup)) expect(res.ok, await res.text()).toBe(true);
  const sent = await fetch(`${app.serve.url}/purchase-to-pay/staffing-order/order/${randomUUID()}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${orderKey}`,
      'content-type': 'application/json',
      standardVersionId: '2.0',
    },
    body: JSON.stringify(doc),
  });
  expect(sent.status, await sent.text()).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await customer?.stop();
  await browser?.close();
  if (customerDir) fs.rmSync(customerDir, { recursive: true, force: true });
});

describe('from a received order to a placement', () => {
  it('reads the order without empty headings, and names its sender by the relation once the key is tied', async () => {
    const inbox = await new InboxPage(app.page).open();
    await inbox.list.getByRole('link').first().click();
    await app.page.getByRole('heading', { level: 1 }).waitFor();
    const message = new MessagePage(app.page);
    await expect.poll(() => message.fact('Van')).toMatch(/^bakkerij-de-molen/);
    expect(await message.readable().textContent()).toContain('Werklocaties');
    const empty = await message
      .readable()
      .evaluate((panel) =>
        [...panel.querySelectorAll('.readable-part')]
          .filter((part) => part.children.length < 2)
          .map((part) => part.textContent),
      );
    expect(empty).toEqual([]);
    expect(await message.readable().textContent()).not.toContain('Gevraagde kwalificaties');
    expect(await seriousViolations(app.page)).toEqual([]);

    await message.tieSender('Bakkerij De Molen');
    await expect.poll(() => message.fact('Van')).toMatch(/^Bakkerij De Molen/);
    const [row] = ((await (await app.api('lists/inbox')).json()) as { items: InboxItem[] }).items;
    const stored = (await (await app.api(`resources${row?.collection}/${row?.id}`)).json()) as MessageView;
    expect(stored.senderRelation).toBe('molen');
    await screenshot(app.page, 'order-nl-NL');
  });

  it('opens the placement form from the order, and sends the worker and the placement to the customer', async () => {
    await new MessagePage(app.page).placeSomeone();
    const form = new PlacementForm(app.page);
    expect(await form.form.locator('.order-note').textContent()).toMatch(
      /^Voor order 39fc74 8a3ac van Bakkerij De Molen\./,
    );
    expect(await form.form.getByLabel('Naam', { exact: true }).inputValue()).toBe('John Lennon');
    expect(await form.form.getByLabel('Klant', { exact: true }).locator('option:checked').textContent()).toBe(
      'Bakkerij De Molen',
    );
    expect(await form.form.getByLabel('Functie', { exact: true }).inputValue()).toBe('Afwasser');
    expect(await form.form.getByLabel('Eerste dag', { exact: true }).inputValue()).toBe('2026-11-30');
    expect(await form.form.getByLabel('Laatste dag', { exact: true }).inputValue()).toBe('2026-12-24');
    expect(
      await form.form
        .getByRole('textbox', { name: /^Bedrag \(€\) / })
        .first()
        .inputValue(),
    ).toBe('16,50');
    expect(await form.form.textContent()).toContain(
      'Restaurant aan zee, Aan zee straat 17, 9001 JJ Noordwijk aan zee',
    );
    expect(await seriousViolations(app.page)).toEqual([]);
    await screenshot(app.page, 'order-placement-nl-NL');

    await form.field('Naam').fill('Sanne Visser');
    await form.form.getByRole('button', { name: 'Plaatsing opslaan' }).click();
    await expect
      .poll(() => form.status())
      .toBe('Opgeslagen. De medewerker en de opdracht staan in de wachtrij voor Bakkerij De Molen.');

    await new StatusBar(app.page).sync();
    const entries = async () =>
      ((await (await app.api('outbox')).json()) as { items: OutboxItem[] }).items.map((e) => [
        e.family,
        e.state,
      ]);
    await expect.poll(entries, { timeout: 30_000 }).toEqual(
      expect.arrayContaining([
        ['HumanResource', 'sent'],
        ['Assignment', 'sent'],
      ]),
    );
  });

  it("leaves the customer's Workbench a HumanResource and an Assignment that refer to the order, both valid", async () => {
    const number = (order().documentId as Json).value;
    for (const [family, schema] of [
      ['HumanResource', 'HumanResource-2.0'],
      ['Assignment', 'Assignment-2.0'],
    ] as const) {
      const [item] = ((await (await customerApi(`inbox?family=${family}`)).json()) as { items: InboxItem[] })
        .items;
      expect(item, family).toBeDefined();
      const received = (await (
        await customerApi(`resources${item?.collection}/${item?.id}`)
      ).json()) as MessageView;
      const { validate } = official(schema);
      expect(validate(received.body), JSON.stringify(validate.errors)).toBe(true);
      expect((received.body.staffingIds as Json).requestForQuotationId).toEqual({
        value: number,
        schemeAgencyId: 'Customer',
      });
      expect(received.owner).toBe('flex');
    }
  });
});
