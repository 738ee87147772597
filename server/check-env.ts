import { env, EnvError } from '@/config/env';

try {
  env();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`${error.message}\nSee README.md, "Configuration", for every setting and its default.\n`);
  process.exit(78);
}
