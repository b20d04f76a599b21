// The questionnaire_drafts table (decision 052): one first questionnaire kept per member while they fill
// it in. Only the profile service reads and writes it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { QuestionnaireDraftAnswers } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { questionnaireDrafts, users } from '../../db/schema.js';

export type StoredDraft = { step: number; answers: QuestionnaireDraftAnswers; updatedAt: Date };

export async function draftOf(db: Db, userId: string): Promise<StoredDraft | null> {
  const [row] = await db
    .select({
      step: questionnaireDrafts.step,
      answers: questionnaireDrafts.answers,
      updatedAt: questionnaireDrafts.updatedAt,
    })
    .from(questionnaireDrafts)
    .where(eq(questionnaireDrafts.userId, userId));
  return row ?? null;
}

/**
 * Replaces the member's draft with this one (the client sends the whole form each time), in one
 * statement that writes nothing once their questionnaire is completed: a save still in flight when the
 * final one lands leaves no draft behind. Null when nothing was written.
 */
export async function keepDraft(
  db: Db,
  userId: string,
  draft: { step: number; answers: QuestionnaireDraftAnswers },
): Promise<StoredDraft | null> {
  const [row] = await db
    .insert(questionnaireDrafts)
    .select(
      db
        .select({
          userId: users.id,
          step: sql<number>`${draft.step}::smallint`.as('step'),
          answers: sql<QuestionnaireDraftAnswers>`${JSON.stringify(draft.answers)}::jsonb`.as('answers'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.questionnaireCompletedAt))),
    )
    .onConflictDoUpdate({
      target: questionnaireDrafts.userId,
      set: { step: draft.step, answers: draft.answers, updatedAt: sql`now()` },
    })
    .returning({
      step: questionnaireDrafts.step,
      answers: questionnaireDrafts.answers,
      updatedAt: questionnaireDrafts.updatedAt,
    });
  return row ?? null;
}

export async function dropDraft(db: Db, userId: string): Promise<void> {
  await db.delete(questionnaireDrafts).where(eq(questionnaireDrafts.userId, userId));
}
