#!/usr/bin/env node
// The CLI runs the TypeScript sources directly (through tsx), so it works right after `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main/cli/index.ts');
process.exitCode = await main(process.argv.slice(2));
