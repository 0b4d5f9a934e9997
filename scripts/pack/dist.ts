// `npm run dist` and `dist:dir`: electron-builder's command line (its arguments passed on as they are),
// which says more plainly why it failed where it could not fetch Electron's zip. electron-builder
// downloads that zip for each target right after it logs "packaging platform=… arch=… electron=…",
// and a failure there reads only `getaddrinfo ENOTFOUND github.com`; the zips can be given instead.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const KEEP_CHARS = 64 * 1024;

const network =
  /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN|CERT_HAS_EXPIRED)\b|getaddrinfo|Response code 40[34]/;

/** What to say when the output shows the Electron download failing; undefined when it shows no such thing. */
export function electronFetchAdvice(output: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colours are what is taken out.
  const text = output.replace(/\u001b\[[0-9;]*m/g, '');
  const packing = [...text.matchAll(/packaging\s+platform=(\S+)\s+arch=(\S+)\s+electron=(\S+)/g)].at(-1);
  if (!packing || packing.index === undefined) return undefined;
  const after = text.slice(packing.index);
  // Later steps (the packages' own tools) fetch from the network too; those are not Electron's zip.
  if (/building\s+target=/.test(after)) return undefined;
  const failure = network.exec(after);
  if (!failure) return undefined;
  const [, platform, arch = '', version] = packing;
  const reason = after.slice(failure.index).split('\n')[0]?.trim();
  const zip = (a: string) => `electron-v${version}-${platform}-${a}.zip`;
  return [
    '',
    `Electron ${version}'s zip for ${platform}-${arch} could not be fetched (${reason}).`,
    `electron-builder downloads ${zip(arch)} from GitHub (or from ELECTRON_MIRROR). Where this`,
    `computer cannot reach it, download the zips elsewhere from`,
    `https://github.com/electron/electron/releases/tag/v${version}, put them in one folder`,
    `(${zip('x64')} and ${zip('arm64')} for npm run dist's two`,
    'architectures), and give that folder:',
    '',
    '  npm run dist -- -c.electronDist=/path/to/that/folder',
    '',
  ].join('\n');
}

function run(args: string[]): void {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', require.resolve('electron-builder/cli.js'), ...args],
    {
      stdio: ['inherit', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const pass = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    to.write(chunk);
    output = (output + chunk.toString()).slice(-KEEP_CHARS);
  };
  child.stdout.on('data', pass(process.stdout));
  child.stderr.on('data', pass(process.stderr));
  child.on('close', (code, signal) => {
    const advice = code === 0 ? undefined : electronFetchAdvice(output);
    if (advice) process.stderr.write(`${advice}\n`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) run(process.argv.slice(2));
