// The admin's scam-signal queue, written from outside (issue 18, decision 064): the chat records what it
// finds in a sender's first messages, and in a profile text the profile feature hands it. The admin
// reads the queue (its repository); the row is written here, by the feature that owns the table.
import type { ScamSignalSource } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { scamSignals } from '../../db/schema.js';

/** One finding for review: a copy of the text, as the conversation or the profile may change or go. */
export type ScamSignalEntry = {
  senderId: string;
  /** The match of a message; null for a profile text. */
  matchId: string | null;
  source?: ScamSignalSource;
  signals: readonly string[];
  risk: number;
  content: string;
};

export async function queueScamSignals(db: Db, entry: ScamSignalEntry): Promise<void> {
  await db.insert(scamSignals).values({ ...entry, signals: [...entry.signals] });
}
