// Where a signed-in member belongs (issue 35 item 3): the questionnaire until it is completed, then
// their profile. Read from the profile kept in local storage (spec: `user`), refreshed on every read of
// the profile; with none stored yet, the profile screen, whose own checks take it from there.
import { paths } from '../config/paths';
import { getStoredUser } from './session';

export function memberHome(): string {
  const completed = getStoredUser()?.settings?.questionnaire_completed;
  return completed === false ? paths.questionnaire() : paths.dashboard();
}
