// 'Noter ce profil' on a match card: shown only when the can-rate check allows it (spec section 2).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchItem } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { useCanRate } from '../api/get-can-rate';
import { RatingModal } from './rating-modal';

export function RateAction({ item }: { item: MatchItem }) {
  const { t } = useTranslation('matches');
  const canRate = useCanRate(item.user.id);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!canRate.data) return null;
  const close = () => {
    setOpen(false);
    // The button may be gone (rated): focus then stays on the page, not lost in a removed node.
    queueMicrotask(() => opener.current?.focus());
  };
  return (
    <>
      <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
        {t('rating.open')}
      </Button>
      {open ? (
        <RatingModal name={item.user.name} ratedUserId={item.user.id} matchId={item.match.id} onClose={close} />
      ) : null}
    </>
  );
}
