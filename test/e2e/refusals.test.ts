// A customer's system refuses the week's timecard, in Chromium, in Dutch and in English (axe-clean):
// first for its format (it takes XML only: 415), which the week's row and the outbox put in words with
// the setting to change; the clerk changes the relation's format and presses "Alles opnieuw proberen" /
// "Retry all failed"; then for its hours (a SETU error in XML naming `timeInterval[n]/timeTotal`),
// which the row, the outbox and the timecard's editor name by the field's label with the customer's
// reason; the clerk corrects the hours, queues the week again, and the timecard is delivered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, type MessageKey } from '../../renderer/i18n/catalog.ts';
import { pointerLabel } from '../../renderer/words/field-labels.ts';
import { readXmlTree } from '../../shared/xml/tree.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { tempDir } from '../support/temp.ts';
import { launchBrowser } from './support/browser.ts';
import { type ManagementApi, managementApi, placeWorker } from './support/placed-worker.ts';

const REASON = 'at most 8 hours a day';

/** The customer's system: XML only, and no day of more than 8 hours. */
function startCustomer() {
  // The timecards it was sent (the placement's Assignment goes to it too, and is not recorded).
  const received: { type: string; refused: number | null; named?: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const type = req.headers['content-type'] ?? '';
      if (req.method === 'GET') {
        res.writeHead(404).end();
        return;
      }
      const record = (entry: (typeof received)[number]) => {
        if (req.url?.includes('/timecard/')) received.push(entry);
      };
      if (!type.startsWith('application/xml')) {
        record({ type, refused: 415 });
        res.writeHead(415, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'unsupported-media-type', description: 'XML only' }));
        return;
      }
      const { root } = readXmlTree(Buffer.concat(chunks).toString('utf8'));
      const intervals = root.kids.filter((k) => k.name === 'timeInterval');
      const long = intervals.findIndex(
        (i) => Number(i.kids.find((k) => k.name === 'timeTotal')?.text ?? 0) > 8,
      );
      if (long < 0) {
        record({ type, refused: null });
        res.writeHead(req.method === 'POST' ? 201 : 200).end();
        return;
      }
      record({ type, refused: 400, named: long });
      res.writeHead(400, { 'content-type': 'application/xml' });
      res.end(
        `<error><code>hours</code><description>Timecard refused</description><errors><path>/Timecard/timeInterval[${long + 1}]/timeTotal</path><code>too-many</code><message>${REASON}</message></errors></error>`,
      );
    });
  });
  return { server, received };
}

let browser: Browser;
let serve: ServeProcess;
let api: ManagementApi;
let placement: string;
let customer: ReturnType<typeof startCustomer>;
let customerUrl: string;

beforeAll(async () => {
  customer = startCustomer();
  await new Promise<void>((r) => customer.server.listen(0, '127.0.0.1', r));
  customerUrl = `http://127.0.0.1:${(customer.server.address() as AddressInfo).port}`;
  serve = await startServe(['--data', tempDir('setu-e2e-refusals-'), '--quiet', '--role', 'both']);
  browser = await launchBrowser();
  api = managementApi(serve);
  placement = await placeWorker(api);
});
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await new Promise((r) => customer?.server.close(r));
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each([
  { locale: 'nl-NL', language: 'nl' as const, week: '2026-W49', monday: '2026-11-30' },
  { locale: 'en-US', language: 'en' as const, week: '2026-W50', monday: '2026-12-07' },
])('in $locale', ({ locale, language, week, monday }) => {
  let page: Page;
  /** A catalog text in the page's language, its simple placeholders filled. */
  const w = (key: MessageKey, values: Record<string, string> = {}) =>
    catalog[key][language].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  const go = async (hash: string, ready: string) => {
    await page.goto(`${serve.url}/${hash}`);
    await page.locator(ready).first().waitFor();
  };
  const weekRowState = async () => (await page.locator('.row-state').first().textContent()) ?? '';
  const outboxResults = () =>
    page
      .getByRole('list', { name: w('outbox.entries') })
      .getByRole('listitem')
      .allInnerTexts();

  beforeAll(async () => {
    // The relation as a clerk first sets it up: its address, and nothing technical (JSON).
    const set = await api('counterparties/bakkerij', {
      method: 'PUT',
      json: { baseUrl: customerUrl, format: 'json' },
    });
    expect(set.status).toBe(200);
    const hours = await api(`weeks/${week}/rows/${placement}`, {
      method: 'PUT',
      json: { hours: { HT100: { [monday]: 600 } }, times: {}, allowances: [] },
    });
    expect(hours.status).toBe(200);
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(serve.uiUrl as string);
  });

  it('names the format setting refused, and delivers after it is changed and Retry all failed', {
    timeout: 180_000,
  }, async () => {
    await go(`#/week/${week}`, 'tbody input[data-col]');
    await page.getByRole('button', { name: w('week.queueAll') }).click();
    await go('#/outbox', 'main h1');
    await page.getByRole('button', { name: w('outbox.syncAll'), exact: true }).click();
    const formatWords = w('error.refusal.format', { name: '' }).trim();
    await expect
      .poll(() => outboxResults().then((r) => r.join('\n')), { timeout: 20_000 })
      .toContain(formatWords);
    const results = (await outboxResults()).join('\n');
    // Which setting, and where it is changed.
    expect(results).toContain(`“${w('cpf.format')}”`);
    expect(results).toContain(w('outbox.retryAll'));
    expect(results).not.toContain('415');
    expect(await seriousViolations(page)).toEqual([]);

    await go(`#/week/${week}`, 'tbody input[data-col]');
    await expect.poll(weekRowState).toContain(formatWords);

    // The clerk changes the relation's format, as the words say.
    await go('#/counterparties', 'main h1');
    await page.getByRole('button', { name: w('cp.editOf', { name: 'bakkerij' }) }).click();
    const form = page.getByRole('form', { name: w('cpf.edit', { name: 'bakkerij' }) });
    await form.locator('details.technical > summary').click();
    await form.getByLabel(w('cpf.format')).selectOption({ label: 'XML' });
    await form.getByRole('button', { name: w('cpf.save') }).click();
    await expect
      .poll(
        async () =>
          ((await (await api('counterparties/bakkerij')).json()) as { bodyFormat: string }).bodyFormat,
      )
      .toBe('xml');

    await go('#/outbox', 'main h1');
    await page.getByRole('button', { name: w('outbox.retryAll'), exact: true }).click();
    await expect
      .poll(() => customer.received.at(-1)?.type ?? '', { timeout: 20_000 })
      .toMatch(/^application\/xml/);
  });

  it('names the field the customer refused by its label, with its reason, in the row, the outbox and the editor', {
    timeout: 180_000,
  }, async () => {
    const named = customer.received.at(-1)?.named;
    expect(named).toBeTypeOf('number');
    const label = pointerLabel(`/timeInterval/${named}/timeTotal`, language);
    const said = `${label}: ${REASON}`;
    await go('#/outbox', 'main h1');
    await expect.poll(() => outboxResults().then((r) => r.join('\n')), { timeout: 20_000 }).toContain(said);
    expect((await outboxResults()).join('\n')).toContain(w('error.next.fields'));
    // The customer's own answer stays behind Details.
    await page
      .getByRole('button', { name: new RegExp(`^${w('outbox.detailsOf', { title: '' }).trim()}`) })
      .first()
      .click();
    const details = page.locator('.entry-details');
    await expect.poll(async () => (await details.textContent()) ?? '').toContain(said);
    await details.getByText(w('error.details'), { exact: true }).click();
    // biome-ignore lint/performance/useDomNodeTextContent: shown once Details is open, not before
    await expect.poll(() => details.innerText()).toContain('Timecard refused');
    expect(await seriousViolations(page)).toEqual([]);

    await go(`#/week/${week}`, 'tbody input[data-col]');
    await expect.poll(weekRowState).toContain(said);
    expect(await seriousViolations(page)).toEqual([]);

    const { rows } = (await (await api(`weeks/${week}`)).json()) as { rows: { draftId: string }[] };
    await go(`#/drafts/${rows[0]?.draftId}`, '.draft-editor h1');
    const notice = page.getByRole('region', { name: w('refusal.label', { name: 'bakkerij' }) });
    await expect.poll(async () => (await notice.textContent()) ?? '', { timeout: 10_000 }).toContain(said);
    await expect
      .poll(() => notice.getByRole('button', { name: w('refusal.goTo', { field: label }) }).count())
      .toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('delivers the timecard once the clerk corrects the hours and queues the week again', {
    timeout: 180_000,
  }, async () => {
    await go(`#/week/${week}`, 'tbody input[data-col]');
    const cell = page.locator('tbody input[data-col="0"]').first();
    await cell.fill('8');
    await page.keyboard.press('Tab');
    await expect
      .poll(async () => {
        const view = (await (await api(`weeks/${week}`)).json()) as {
          rows: { row: { hours: Record<string, Record<string, number>> } }[];
        };
        return view.rows[0]?.row.hours.HT100?.[monday];
      })
      .toBe(480);
    await page.getByRole('button', { name: w('week.queueAll') }).click();
    await go('#/outbox', 'main h1');
    await page.getByRole('button', { name: w('outbox.syncAll'), exact: true }).click();
    await expect.poll(() => customer.received.at(-1)?.refused, { timeout: 20_000 }).toBeNull();
    await expect.poll(outboxResults).toEqual([]);
    await go(`#/week/${week}`, 'tbody input[data-col]');
    await expect.poll(weekRowState).toContain(w('state.sent'));
  });
});
