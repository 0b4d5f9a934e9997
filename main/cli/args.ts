// How every command reads its arguments: util.parseArgs, strict and typed, from a spec that also writes
// the command's usage. `--help` or `-h` prints the usage (exit 0); a usage error prints what is wrong,
// naming the option or argument, and the usage after it on stderr (exit 2). A command with subcommands
// (`key add`, `key list`) is a group of such commands, each with its own options and usage.
import { parseArgs } from 'node:util';

/** An option as parseArgs takes it, with what the usage says of it. */
export interface Option {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  default?: string | boolean | string[] | boolean[];
  /** What it is for, in the usage's list of options (where its value is named as the synopsis names it). */
  help?: string;
}

type Options = Readonly<Record<string, Option>>;

type Values<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; strict: true; allowPositionals: true }>
>['values'];

/** The arguments as read: the options' values (those required given) and the operands. */
export interface Parsed<O extends Options, R extends keyof O = never> {
  values: Values<O> & { [K in R & keyof Values<O>]-?: NonNullable<Values<O>[K]> };
  positionals: string[];
}

export interface CommandSpec<O extends Options, R extends keyof O & string = never> {
  /** The words that run it: `placement import`. */
  name: string;
  /** What it does, in one short line. */
  summary: string;
  /** What follows the name on the usage line (on more lines when long): `<file>... [--data DIR]`. */
  synopsis: string;
  /** What more its usage says, after the summary: exit codes, where input comes from. */
  details?: string;
  options: O;
  /** The arguments that are not options: their name in the synopsis, and how many (none when absent). */
  operands?: { name: string; min: number; max?: number };
  /** Options that must be given. */
  required?: readonly R[];
}

/** A command of `setu-workbench`: runs with its arguments and answers the exit code. */
export interface CliCommand {
  (args: string[]): Promise<number>;
  readonly summary: string;
  readonly usage: string;
  readonly options: Options;
  readonly subcommands?: Readonly<Record<string, CliCommand>>;
}

/** A fault in the arguments, told with the command's usage (exit 2). Commands throw it for checks of their own. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const HELP: Options = { help: { type: 'boolean', short: 'h', help: 'show this text' } };
export const PROGRAM = 'setu-workbench';

/** The store's folder, which most commands take. */
export const dataOption = {
  data: { type: 'string', help: 'the data folder (default: the user data folder serve uses)' },
} as const;

/** An option's value as the synopsis names it (`--data DIR`: DIR; `--address "Street 1, City"`), else VALUE. */
function valueName(synopsis: string, option: string): string {
  const named = new RegExp(`--${option.replace(/[^\w-]/g, '')} ("[^"]*"|[^\\s[\\]"-][^\\s[\\]]*)`).exec(
    synopsis,
  );
  return named?.[1] ?? 'VALUE';
}

function optionLines(options: Options, synopsis: string): string {
  const all = Object.entries({ ...options, ...HELP }).map(([name, o]) => {
    const value = o.type === 'string' ? ` ${valueName(synopsis, name)}` : '';
    const flag = `${o.short ? `-${o.short}, ` : ''}--${name}${value}`;
    const given = typeof o.default === 'string' && o.default !== '' ? ` (default: ${o.default})` : '';
    return [flag, `${o.help ?? ''}${given}`] as const;
  });
  const width = Math.max(...all.map(([flag]) => flag.length));
  return all.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`.trimEnd()).join('\n');
}

/** `usage: setu-workbench <name> <synopsis>`, its later lines indented under the first. */
function usageLine(name: string, synopsis: string): string {
  const [first, ...more] = synopsis.split('\n');
  return [`usage: ${PROGRAM} ${name} ${first}`.trimEnd(), ...more.map((l) => `         ${l.trim()}`)].join(
    '\n',
  );
}

/** Whether --help or -h is among the arguments (before a `--`), whatever else is wrong with them. */
function asksHelp(args: string[], options: Options): boolean {
  const { tokens } = parseArgs({
    args,
    options: { ...options, ...HELP },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  return tokens.some((t) => t.kind === 'option' && t.name === 'help');
}

/** Runs a command, printing its usage for --help and with a usage error. */
async function answer(usage: string, args: string[], options: Options, run: () => Promise<number>) {
  if (asksHelp(args, options)) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  try {
    return await run();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    // parseArgs's own faults name the option (`Unknown option '--to'`, `Option '--out <value>' argument missing`).
    if (!(e instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_'))))
      throw e;
    process.stderr.write(`${PROGRAM}: ${(e as Error).message}\n\n${usage}\n`);
    return 2;
  }
}

function read<O extends Options, R extends keyof O & string>(
  spec: CommandSpec<O, R>,
  args: string[],
): Parsed<O, R> {
  const { name, min, max = Number.POSITIVE_INFINITY } = spec.operands ?? { name: '', min: 0, max: 0 };
  // parseArgs passes over what it does not know of an option (its help).
  const { values, positionals } = parseArgs({
    args,
    options: spec.options,
    strict: true,
    allowPositionals: max > 0,
  });
  if (positionals.length < min) throw new UsageError(`${name} is missing`);
  if (positionals.length > max) throw new UsageError(`Unexpected argument '${positionals[max]}'`);
  for (const option of spec.required ?? [])
    if ((values as Record<string, unknown>)[option] === undefined)
      throw new UsageError(`--${option} is required`);
  return { values: values as Parsed<O, R>['values'], positionals };
}

/** A command whose arguments are read by `spec`; `run` gets them typed and may throw UsageError. */
export function command<const O extends Options, const R extends keyof O & string = never>(
  spec: CommandSpec<O, R>,
  run: (parsed: Parsed<O, R>) => Promise<number> | number,
): CliCommand {
  const usage = [
    usageLine(spec.name, spec.synopsis),
    '',
    spec.summary,
    ...(spec.details ? ['', spec.details] : []),
    '',
    'options:',
    optionLines(spec.options, spec.synopsis),
  ].join('\n');
  const cli = (args: string[]) => answer(usage, args, spec.options, async () => run(read(spec, args)));
  return Object.assign(cli, { summary: spec.summary, usage, options: spec.options });
}

/**
 * A command made of subcommands (`key add`, `key list`), each a `command` of its own. The subcommand is
 * the first argument that is not an option or an option's value, so options may come before it.
 */
export function commandGroup(
  name: string,
  summary: string,
  subcommands: Record<string, CliCommand>,
): CliCommand {
  const names = Object.keys(subcommands);
  const usage = [
    `usage: ${PROGRAM} ${name} <${names.join('|')}> [options]`,
    '',
    summary,
    '',
    ...names.flatMap((sub) => {
      const s = subcommands[sub] as CliCommand;
      return [s.usage.split('\n\n')[0]?.replace(/^usage: /, '  ') ?? '', `      ${s.summary}`];
    }),
    '',
    `${PROGRAM} ${name} <${names.join('|')}> --help tells the options of each.`,
  ].join('\n');
  const options: Options = Object.assign({}, ...Object.values(subcommands).map((s) => s.options));
  const cli = (args: string[]) => {
    const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
    const first = tokens.find((t) => t.kind === 'positional' || t.kind === 'option-terminator');
    const sub = first?.kind === 'positional' ? subcommands[first.value] : undefined;
    // Help asked before the subcommand, or without one, is the group's.
    const ownArgs = first ? args.slice(0, first.index) : args;
    return answer(usage, ownArgs, options, async () => {
      if (first?.kind !== 'positional') throw new UsageError(`say which: ${names.join(', ')}`);
      if (!sub) throw new UsageError(`Unknown subcommand '${first.value}'`);
      return sub(args.filter((_, i) => i !== first.index));
    });
  };
  return Object.assign(cli, { summary, usage, options, subcommands });
}
