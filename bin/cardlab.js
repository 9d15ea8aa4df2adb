#!/usr/bin/env node
// Entry point of the `cardlab` command: loads TypeScript through tsx, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
