#!/usr/bin/env node
import { main } from '../dist/src/cli/main.js';

process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(0); throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
