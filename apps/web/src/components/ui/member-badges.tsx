// The badges under a member's name on a card (discover, matches): "verified" for a member whose live
// selfies matched their photos, "demo" for a seeded profile, and the social score once the member has
// published ratings. The screen words the score's sentence.
import type { SocialScore } from '@affinia/contract';
import { DemoBadge } from './demo-badge';
import { SocialScoreBadge } from './social-score-badge';
import { VerifiedBadge } from './verified-badge';

type MemberBadgesProps = {
  isDemo: boolean;
  isVerified: boolean;
  score: SocialScore | null;
  scoreLabel: (value: string, count: number) => string;
};

export function MemberBadges({ isDemo, isVerified, score, scoreLabel }: MemberBadgesProps) {
  return (
    <>
      {isVerified ? <VerifiedBadge className="mt-2 mr-2" /> : null}
      {isDemo ? <DemoBadge className="mt-2" /> : null}
      {score && score.total_ratings > 0 ? (
        <div className="mt-2">
          <SocialScoreBadge average={score.average} count={score.total_ratings} label={scoreLabel} />
        </div>
      ) : null}
    </>
  );
}
