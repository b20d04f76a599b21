// The chat's load error (issue 35): said when nothing could be shown, never for a failed refresh.
import { describe, expect, it } from 'vitest';
import { chatLoadFailed, type ChatQueryState } from './load-failure';

const fine: ChatQueryState = { isError: false, hasData: true, status: null };
const failed = (hasData: boolean, status: number | null = 500): ChatQueryState => ({ isError: true, hasData, status });

describe('chat load failure', () => {
  it('is said when the first load of the messages or the partner fails', () => {
    expect(chatLoadFailed(failed(false), fine)).toBe(true);
    expect(chatLoadFailed(failed(false, null), fine)).toBe(true);
    expect(chatLoadFailed(fine, failed(false))).toBe(true);
  });

  it('is not said when a 3-second refresh fails with the conversation on screen', () => {
    expect(chatLoadFailed(failed(true), fine)).toBe(false);
    expect(chatLoadFailed(failed(true, null), fine)).toBe(false);
    expect(chatLoadFailed(fine, failed(true))).toBe(false);
  });

  it('leaves an ended match (404) and an ended session (401) to their own handling', () => {
    expect(chatLoadFailed(failed(false, 404), fine)).toBe(false);
    expect(chatLoadFailed(failed(false, 401), fine)).toBe(false);
    expect(chatLoadFailed(fine, failed(false, 401))).toBe(false);
  });
});
