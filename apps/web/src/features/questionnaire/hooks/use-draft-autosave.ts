// Keeps the first questionnaire on the server while it is filled in (decision 052): a change is sent
// shortly after the member stops (a slider dragged is one save, not fifty), a step change at once, and
// whatever is still waiting when the page is hidden, closed or left, with `keepalive` so that a reload
// does not lose the last answer. One request at a time, so an older draft never lands after a newer
// one. What it says ("Enregistrement…", "Réponses enregistrées", a failure) is derived from what the
// server last confirmed.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveQuestionnaireDraft } from '../api/questionnaire-draft';
import { draftFromValues } from '../questionnaire-draft';
import type { QuestionnaireValues, Step } from '../../../lib/questionnaire-values';

/** Quiet time after a change before it is sent. */
const DEBOUNCE_MS = 600;

export type DraftSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function useDraftAutosave(enabled: boolean, values: QuestionnaireValues, step: Step) {
  const body = useMemo(() => JSON.stringify(draftFromValues(values, step)), [values, step]);
  /** What the server holds as far as this page knows: at first, what the form opened with. */
  const [confirmed, setConfirmed] = useState(body);
  const [everSaved, setEverSaved] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const inFlight = useRef(false);
  const stopped = useRef(!enabled);
  const lastStep = useRef(step);

  const flush = useCallback((keepalive = false) => {
    const send = (keepalive: boolean) => {
      const next = pending.current;
      if (stopped.current || next === null || (inFlight.current && !keepalive)) return;
      pending.current = null;
      inFlight.current = true;
      saveQuestionnaireDraft(JSON.parse(next), { keepalive })
        .then(
          () => {
            setConfirmed(next);
            setEverSaved(true);
            setFailed(null);
          },
          // Not retried in a loop: the next change, step or return of the connection sends it again.
          () => setFailed(next),
        )
        .finally(() => {
          inFlight.current = false;
          // What changed meanwhile goes next.
          send(false);
        });
    };
    send(keepalive);
  }, []);

  useEffect(() => {
    if (stopped.current) return;
    const stepChanged = step !== lastStep.current;
    lastStep.current = step;
    if (body === confirmed && failed === null) {
      pending.current = null;
      return;
    }
    pending.current = body;
    if (stepChanged) {
      flush();
      return;
    }
    const timer = window.setTimeout(() => flush(), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // `confirmed` and `failed` only change after a save: the body is what starts one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, step, flush]);

  useEffect(() => {
    const leaveNow = () => flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaveNow();
    };
    // Back online: what failed is sent again (it is still the newest unless something newer waits).
    const onOnline = () => {
      if (pending.current === null && failed !== null) pending.current = failed;
      flush();
    };
    window.addEventListener('pagehide', leaveNow);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leaveNow);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [flush, failed]);

  // Leaving the questionnaire inside the app (a link, browser back) sends what is still waiting.
  useEffect(() => () => flush(true), [flush]);

  /**
   * Off while the questionnaire is being saved for good (the server then drops the draft and ignores
   * late ones); back on if that save fails and the member goes on editing.
   */
  const pause = useCallback((paused: boolean) => {
    stopped.current = paused;
    if (paused) pending.current = null;
  }, []);

  const status: DraftSaveStatus = !enabled
    ? 'idle'
    : failed === body
      ? 'failed'
      : body !== confirmed
        ? 'saving'
        : everSaved
          ? 'saved'
          : 'idle';

  return { status, pause };
}
