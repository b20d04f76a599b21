// The end of the deck that never dead-ends (issue 33, decision 043): under the spec's "Plus de profils
// pour le moment", how many people match the member's criteria and what one step wider would add (as
// bands: the server never says an exact small number), one tap to widen the distance or the age range
// or to make one's "Indispensable" answers strong preferences instead (issue 34), and "Préviens-moi" for
// a notice when someone new who matches arrives.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxDistanceOption, type CountBand, type DiscoverOutlook } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { useOutlook } from '../api/get-outlook';
import { useSetAlert } from '../api/set-alert';
import { useWidenSearch, type Widening } from '../api/widen-search';

/** The number that picks a plural form: the band's top (or its floor when open). */
const pluralOf = (band: CountBand) => band.max ?? band.min;

function useBandText() {
  const { t } = useTranslation('discover');
  return (band: CountBand) =>
    band.min === 0
      ? t('outlook.band.few', { max: band.max ?? 0 })
      : band.max === null
        ? t('outlook.band.open', { min: band.min })
        : t('outlook.band.range', { min: band.min, max: band.max });
}

export function DeckOutlook() {
  const outlook = useOutlook(true);
  if (!outlook.data) return null;
  return <OutlookView outlook={outlook.data} />;
}

/**
 * One tap that widens the search, with what it would add. While any runs, every step waits; the one
 * running says so (the same kind of change: its first field).
 */
function WideningStep({
  label,
  added,
  widening,
  widen,
}: {
  label: string;
  added: string;
  widening: Widening;
  widen: ReturnType<typeof useWidenSearch>;
}) {
  const kind = Object.keys(widening)[0]!;
  return (
    <li>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        loading={widen.isPending && widen.variables !== undefined && kind in widen.variables}
        disabled={widen.isPending}
        onClick={() => widen.mutate(widening)}
      >
        {label}
      </Button>
      <p className="mt-1 text-sm text-ink-600">{added}</p>
    </li>
  );
}

function OutlookView({ outlook }: { outlook: DiscoverOutlook }) {
  const { t } = useTranslation('discover');
  const bandText = useBandText();
  const widen = useWidenSearch(t('outlook.widenError'));
  const alert = useSetAlert(t('outlook.alertError'));
  const alertHint = useId();
  const matching = outlook.matching;
  const distance = outlook.wider_distance;
  const age = outlook.wider_age;
  const softer = outlook.softer_dealbreakers;

  return (
    <section aria-labelledby="deck-outlook-title" className="mt-6 border-t border-ink-200 pt-5 text-left">
      <h3 id="deck-outlook-title" className="text-lg font-semibold text-ink-900">
        {t('outlook.title')}
      </h3>
      <p className="mt-2 text-ink-700">
        {outlook.max_distance_km === null
          ? t('outlook.matchingAnywhere', { count: pluralOf(matching), band: bandText(matching) })
          : t('outlook.matching', {
              count: pluralOf(matching),
              band: bandText(matching),
              km: outlook.max_distance_km,
            })}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {distance ? (
          <WideningStep
            label={
              distance.max_distance_km === null
                ? t('outlook.widenEverywhere')
                : t('outlook.widenDistance', { km: distance.max_distance_km })
            }
            added={t('outlook.added', { count: pluralOf(distance.added), band: bandText(distance.added) })}
            widening={{ max_distance_km: maxDistanceOption(distance.max_distance_km) }}
            widen={widen}
          />
        ) : null}
        {age ? (
          <WideningStep
            label={t('outlook.widenAge', { min: age.age_min, max: age.age_max })}
            added={t('outlook.added', { count: pluralOf(age.added), band: bandText(age.added) })}
            widening={{ age_min: age.age_min, age_max: age.age_max }}
            widen={widen}
          />
        ) : null}
        {softer ? (
          <WideningStep
            label={t('outlook.softenDealbreakers')}
            added={t('outlook.softenedAdded', { count: pluralOf(softer.added), band: bandText(softer.added) })}
            widening={{ compatibility_preferences: softer.compatibility_preferences }}
            widen={widen}
          />
        ) : null}
        <li>
          <Button
            variant={outlook.alert ? 'ghost' : 'primary'}
            size="lg"
            className="w-full"
            aria-pressed={outlook.alert}
            aria-describedby={alertHint}
            loading={alert.isPending}
            onClick={() => alert.mutate({ enabled: !outlook.alert })}
          >
            {outlook.alert ? t('outlook.alertOn') : t('outlook.alert')}
          </Button>
          <p id={alertHint} className="mt-1 text-sm text-ink-600" aria-live="polite">
            {outlook.alert ? t('outlook.alertOnHint') : t('outlook.alertHint')}
          </p>
        </li>
      </ul>
    </section>
  );
}
