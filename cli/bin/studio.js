#!/usr/bin/env node
// Entry point of the `studio` command. The CLI is written in TypeScript and run through tsx, so that
// `npx studio` works straight after `npm ci` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
