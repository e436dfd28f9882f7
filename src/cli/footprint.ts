#!/usr/bin/env node
/** The `footprint` command (package.json "bin"), compiled to dist/cli/footprint.js. */
import { runCli } from './program.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  interactive: process.stderr.isTTY === true,
});
