#!/usr/bin/env node
// Entry point of the `studio` command. It runs the compiled JavaScript of the Node build
// (scripts/node-build: dist/node/<build>/cli.js), compiling it first when the sources changed since
// the last build (a few seconds, once), so `studio` works straight after `npm ci` and never
// transpiles TypeScript at run time. Each command's own modules load only when it runs.
import { nodeBuildModule, useCompileCache } from '../../scripts/node-build/resolve.mjs';

const url = await nodeBuildModule('cli');
// Node 24: the compiled code of the build's modules is kept on disk, so a later run skips compiling it.
useCompileCache(url);
const { main } = await import(url);
process.exitCode = await main(process.argv.slice(2));
