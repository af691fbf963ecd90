#!/usr/bin/env node
// Runs the plugin on its own (`npx @cloud-snippets/plugin-snippets snippets search …`), without the Salesforce CLI.
import { execute } from '@oclif/core';

await execute({ dir: import.meta.url });
