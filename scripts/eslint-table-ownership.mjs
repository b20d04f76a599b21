// Each server feature owns its tables (issue 32 item 2, decision 064): a module's code may name a table
// (import it from db/schema.ts, or write it after FROM, JOIN, INTO or UPDATE in raw SQL) only if the
// module owns it. Another feature's rows are reached through that feature: its service, or the SQL it
// exports for others (its own file, which names its own table). The rule reads every file of a module,
// not only its repository.
//
// `users` is shared by design: it is the member, which every feature reads. The data export and the
// backup read everything by nature. DEBTS listed the crossings that remained while they were paid off,
// module by module; it is empty now, and a new crossing fails lint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const schema = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src/db/schema.ts'),
  'utf8',
);
/** Identifier in schema.ts → SQL name, for every table. */
const TABLES = new Map([...schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((m) => [m[1], m[2]]));
const SQL_NAMES = new Set(TABLES.values());

/** The module that writes and answers for each table. */
export const OWNERS = {
  account_tokens: 'auth',
  blocks: 'safety',
  reports: 'safety',
  daily_pick_runs: 'daily-pick',
  daily_picks: 'daily-pick',
  discover_alerts: 'matching',
  preference_models: 'matching',
  swipes: 'matching',
  matches: 'matching',
  domain_events: 'events',
  face_descriptors: 'verification',
  face_duplicate_flags: 'verification',
  selfie_fingerprints: 'verification',
  verification_challenges: 'verification',
  verification_reviews: 'verification',
  free_tier: 'users',
  live_connections: 'notifications',
  notification_log: 'notifications',
  notification_settings: 'notifications',
  push_outbox: 'notifications',
  push_subscriptions: 'notifications',
  mail_outbox: 'mail',
  match_reads: 'chat',
  messages: 'chat',
  moderation_decisions: 'moderation',
  payment_sessions: 'payments',
  photos: 'photos',
  published_ratings: 'ratings',
  ratings: 'ratings',
  questionnaire_drafts: 'profile',
  scam_signals: 'admin',
  testimonials: 'testimonials',
  periodic_runs: 'db',
};

/** The member row: every feature reads it (its own columns are still written by their feature). */
const SHARED = new Set(['users']);

/** Files that read every table by nature: a member's data export (GDPR art. 15/20), the backup. */
const WHOLE_SCHEMA = [/modules\/profile\/export-repository\.ts$/, /modules\/backup\/backup\.ts$/];

/** Crossings still allowed, module → tables (none left: decision 064). A new one fails lint; do not add any. */
export const DEBTS = {};

const moduleOf = (filename) => /apps\/server\/src\/modules\/([a-z-]+)\//.exec(filename.replaceAll('\\', '/'))?.[1];

/** Tables named in raw SQL: after FROM, JOIN, INTO or UPDATE, quoted or not. */
const RAW = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A server module names only the tables it owns (decision 064).' },
    messages: {
      foreign:
        "Table '{{table}}' belongs to the {{owner}} module: reach it through that module (its service or its exported SQL), not from {{module}}.",
    },
    // `{ debts }` replaces DEBTS (the test of the list lints with none, to find every crossing).
    schema: [{ type: 'object', properties: { debts: { type: 'object' } }, additionalProperties: false }],
  },
  create(context) {
    const debts = context.options[0]?.debts ?? DEBTS;
    const filename = context.filename;
    const module = moduleOf(filename);
    if (!module || WHOLE_SCHEMA.some((pattern) => pattern.test(filename.replaceAll('\\', '/')))) return {};
    const check = (node, table) => {
      const owner = OWNERS[table];
      if (!owner || owner === module || SHARED.has(table) || (debts[module] ?? []).includes(table)) return;
      context.report({ node, messageId: 'foreign', data: { table, owner, module } });
    };
    return {
      ImportDeclaration(node) {
        if (!String(node.source.value).endsWith('/db/schema.js') || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const table = TABLES.get(specifier.imported.name);
          if (table) check(specifier, table);
        }
      },
      TemplateElement(node) {
        for (const match of node.value.raw.matchAll(RAW)) if (SQL_NAMES.has(match[1])) check(node, match[1]);
      },
    };
  },
};

export const tableOwnership = { rules: { 'table-ownership': rule } };
