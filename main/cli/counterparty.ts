import type { Role } from '../../shared/messages/registry.ts';
import type { Counterparty, SubmitMethod, VersionHeader } from '../store/counterparties.ts';
import { InvalidSetting } from '../store/credentials.ts';
import { withoutSecrets } from '../store/credentials-view.ts';
import { testConnection } from '../sync/connection-test.ts';
import { Transport } from '../sync/transport.ts';
import { command, commandGroup, dataOption, UsageError } from './args.ts';
import { describeReport } from './connection-report.ts';
import { credentialOptions, credentialsFrom, optionOf } from './credential-options.ts';
import { customerFrom, customerOptions } from './customer-options.ts';
import { openSyncStore, table } from './sync-store.ts';

const addSynopsis = `<name> --url URL --role supplier|customer
         [--auth none|bearer|header|oauth2]
         [--token-stdin | --token T] (or the token in SETU_COUNTERPARTY_TOKEN) [--header-name N]
         [--token-url U | --issuer U] [--client-id ID --client-secret-stdin] [--scope S] [--audience A]
         [--client-auth basic|post]
         [--client-cert F --client-key F | --client-pfx F] [--passphrase-stdin] [--ca F]
         [--submit-method PUT|POST] [--submit-method-for FAMILY=PUT|POST ...]
         [--version-header standardVersionId|setuVersionId] [--format json|xml]
         [--charset-parameter] [--timeout MS] [--families A,B,...] [--data DIR]
         [--kvk K] [--btw B] [--address "Kerkstraat 1, 1234 AB Amsterdam"] [--invoice-period week|4weeks|month]
         [--payment-days N]`;

const addDetails = `Secrets read from standard input come one a line: the token or client secret, then the passphrase.
Without --submit-method and --version-header each operation goes as the official OpenAPI gives it
(a submit POST, pay equity PUT, an update PUT) with both version headers (setuVersionId, standardVersionId).
--kvk, --btw, --address, --invoice-period and --payment-days are the customer's details, for its invoices.`;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  option: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw new UsageError(`--${option} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** `--submit-method-for Timecard=PUT`, each a family's submit method. */
function submitMethodsFrom(values: string[] | undefined): Record<string, SubmitMethod> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    values.map((v) => {
      const [name, method] = v.split('=');
      if (!name || !method) throw new UsageError('--submit-method-for takes FAMILY=PUT or FAMILY=POST');
      return [name, oneOf<SubmitMethod>(method, ['PUT', 'POST'], 'submit-method-for') as SubmitMethod];
    }),
  );
}

/** The dialect in short: the overrides, or "as the OAS" for each setting left at its default. */
const dialect = (c: Counterparty) =>
  [
    `submit:${c.submitMethod ?? 'oas'}`,
    ...Object.entries(c.submitMethods).map(([f, m]) => `${f}:${m}`),
    `version:${c.versionHeader ?? 'both'}`,
    c.bodyFormat,
  ].join(' ');

const add = command(
  {
    name: 'counterparty add',
    summary: "Adds a customer's or supplier's back office that the outbox sends to, with the SETU it speaks.",
    synopsis: addSynopsis,
    details: addDetails,
    operands: { name: '<name>', min: 1, max: 1 },
    required: ['url', 'role'],
    options: {
      url: { type: 'string', help: "its back office's SETU address" },
      role: { type: 'string', help: 'what its back office is to us' },
      ...credentialOptions,
      'submit-method': {
        type: 'string',
        help: "every submit's method (default: each as the OpenAPI has it)",
      },
      'submit-method-for': { type: 'string', multiple: true, help: "one message type's submit method" },
      'version-header': { type: 'string', help: 'send only this version header (default: both)' },
      format: { type: 'string', help: 'the messages as JSON or XML (default: json)' },
      'charset-parameter': { type: 'boolean', help: 'send charset=utf-8 with the content type' },
      timeout: { type: 'string', help: 'how long to wait for an answer (default: 30000)' },
      families: { type: 'string', help: 'the message types it takes (default: those of its role)' },
      ...dataOption,
      ...customerOptions,
    },
  },
  async ({ values, positionals: [name = ''] }) => {
    const role = oneOf<Role>(values.role, ['supplier', 'customer'], 'role') as Role;
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
    const credentials = credentialsFrom(values);
    const party = customerFrom(name, values);
    const s = openSyncStore(values.data);
    try {
      const cp = s.counterparties.add({
        name,
        role,
        baseUrl: values.url,
        ...credentials,
        submitMethod: oneOf<SubmitMethod>(values['submit-method'], ['PUT', 'POST'], 'submit-method'),
        submitMethods: submitMethodsFrom(values['submit-method-for']),
        versionHeader: oneOf<VersionHeader>(
          values['version-header'],
          ['standardVersionId', 'setuVersionId'],
          'version-header',
        ),
        bodyFormat: oneOf(values.format, ['json', 'xml'] as const, 'format'),
        charsetParameter: values['charset-parameter'],
        timeoutMs,
        families: values.families?.split(',').map((f) => f.trim()),
        ...(party ? { party } : {}),
      });
      process.stdout.write(`counterparty "${cp.name}" added (${cp.role}): ${cp.families.join(', ')}\n`);
      return 0;
    } catch (e) {
      // The store's checks name the setting: say which option gave it.
      if (e instanceof InvalidSetting) throw new Error(`${optionOf[e.field] ?? e.field}: ${e.message}`);
      throw e;
    } finally {
      s.close();
    }
  },
);

const list = command(
  {
    name: 'counterparty list',
    summary: 'Lists the counterparties the outbox sends to, never their tokens.',
    synopsis: '[--json] [--data DIR]',
    options: { json: { type: 'boolean', help: 'as a JSON array, without secrets' }, ...dataOption },
  },
  ({ values }) => {
    const s = openSyncStore(values.data);
    try {
      const list = s.counterparties.list();
      if (values.json) process.stdout.write(`${JSON.stringify(list.map(withoutSecrets))}\n`);
      else {
        const rows = list.map((c) => [c.name, c.role, c.baseUrl, dialect(c), c.families.join(',')]);
        process.stdout.write(table(['NAME', 'ROLE', 'URL', 'DIALECT', 'FAMILIES'], rows));
      }
      return 0;
    } finally {
      s.close();
    }
  },
);

/** Exit 0 when the address answers, the sign-in is taken and every family we send is served; else 1. */
const test = command(
  {
    name: 'counterparty test',
    summary:
      'Tests the connection: the address, the sign-in, and per message type whether its system serves it (GETs of unused ids, nothing is created); exit 1 when something essential fails.',
    synopsis: '<name> [--data DIR]',
    operands: { name: '<name>', min: 1, max: 1 },
    options: { ...dataOption },
  },
  async ({ values, positionals: [name = ''] }) => {
    const s = openSyncStore(values.data);
    const transport = new Transport(1);
    try {
      const cp = s.counterparties.get(name);
      if (!cp) {
        process.stderr.write(`no counterparty named "${name}"\n`);
        return 2;
      }
      const { text, ok } = describeReport(cp.baseUrl, await testConnection(cp, transport));
      process.stdout.write(text);
      return ok ? 0 : 1;
    } finally {
      await transport.close();
      s.close();
    }
  },
);

export const counterpartyCommand = commandGroup(
  'counterparty',
  'The back offices of customers and suppliers that the outbox sends to.',
  { add, list, test },
);
