// Types of eslint-table-ownership.mjs for the test that checks its list of crossings.
import type { ESLint } from 'eslint';

export const OWNERS: Record<string, string>;
export const DEBTS: Record<string, string[]>;
export const tableOwnership: ESLint.Plugin;
