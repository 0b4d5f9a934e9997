// The release workflow (.github/workflows/release.yml) read as GitHub Actions reads it, since it cannot
// run here: a job on Windows, macOS and Linux that installs, type-checks, lints, runs the desktop's
// tests, packs with `npm run dist` and smoke-tests the packed app (required there), in that order; every
// script, file and npm script a step names exists; actions are pinned; the secrets reach the pack only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const workflowFile = path.join(root, '.github', 'workflows', 'release.yml');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  strategy?: { matrix?: { os?: string[] } };
  defaults?: { run?: { shell?: string } };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(fs.readFileSync(workflowFile, 'utf8')) as Workflow;
const jobs = Object.values(workflow.jobs);
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const commands = (job: Job) =>
  job.steps.flatMap((s) => (s.run ?? '').split('\n').map((line) => line.trim())).filter(Boolean);

describe('the release workflow', () => {
  it('runs on a version tag or by hand, reading the repository only', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(workflow.on.push).toEqual({ tags: ['v*'] });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('has a job on Windows, macOS and Linux, in one shell, going on with the others when one fails', () => {
    expect(jobs).toHaveLength(1);
    const [job] = jobs as [Job];
    expect(job['runs-on']).toMatch(/^\$\{\{ matrix\.os \}\}$/);
    expect(job.strategy?.matrix?.os?.map((os) => os.split('-')[0]).sort()).toEqual([
      'macos',
      'ubuntu',
      'windows',
    ]);
    expect(job.strategy).toMatchObject({ 'fail-fast': false });
    expect(job.defaults?.run?.shell).toBe('bash');
  });

  it('installs, type-checks, lints, tests, packs and smoke-tests, in that order', () => {
    const [job] = jobs as [Job];
    const order = [
      /^npm install\b/,
      /^npm run typecheck$/,
      /^npm run lint$/,
      /^npx vitest run --config vitest\.desktop\.config\.ts$/,
      /^npm run dist -- --publish never$/,
      /scripts\/smoke-electron\.ts --required$/,
    ];
    const at = order.map((pattern) => commands(job).findIndex((c) => pattern.test(c)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The smoke test on every OS, Linux's under a virtual display.
    const smoke = job.steps.filter((s) => s.run?.includes('scripts/smoke-electron.ts'));
    expect(smoke.map((s) => s.if).sort()).toEqual(["runner.os != 'Linux'", "runner.os == 'Linux'"]);
    expect(smoke.find((s) => s.if === "runner.os == 'Linux'")?.run).toMatch(/^xvfb-run /);
    // The packages are kept, every kind the configuration makes.
    const upload = job.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(String(upload?.with?.path).split('\n').filter(Boolean)).toEqual(
      expect.arrayContaining([
        'out/*.exe',
        'out/*.dmg',
        'out/*.zip',
        'out/*.AppImage',
        'out/*.deb',
        'out/latest*.yml',
      ]),
    );
  });

  it('names only npm scripts and files that exist', () => {
    for (const command of jobs.flatMap(commands)) {
      for (const [, script] of command.matchAll(/npm run ([\w:-]+)/g))
        expect(pkg.scripts).toHaveProperty(script as string);
      for (const [file] of command.matchAll(/[\w./-]+\.(?:ts|mjs|js)\b/g))
        expect(fs.existsSync(path.join(root, file)), `${command}: ${file}`).toBe(true);
    }
    const config = fs.readFileSync(path.join(root, 'vitest.desktop.config.ts'), 'utf8');
    for (const [, file] of config.matchAll(/'(test\/[^']+\.ts)'/g))
      expect(fs.existsSync(path.join(root, file as string)), file).toBe(true);
  });

  it('pins every action to a major version and gives the signing secrets to the pack alone', () => {
    const steps = jobs.flatMap((j) => j.steps);
    for (const step of steps.filter((s) => s.uses)) expect(step.uses).toMatch(/^actions\/[\w-]+@v\d+$/);
    const withSecrets = steps.filter((s) => JSON.stringify(s).includes('secrets.'));
    expect(withSecrets.map((s) => s.run)).toEqual(['npm run dist -- --publish never']);
    expect(Object.keys(withSecrets[0]?.env ?? {})).toEqual(
      expect.arrayContaining(['CSC_LINK', 'CSC_KEY_PASSWORD', 'WIN_CSC_LINK', 'APPLE_ID', 'APPLE_TEAM_ID']),
    );
  });
});
