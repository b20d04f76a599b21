// Where I am and how far I would go (issue 15): the declared place (place picker), the distance limit
// discover applies both ways, and travel mode — a town discover uses instead of home for up to 14
// days, shown on the card as "travelling in …". Saved with PATCH /api/profile/settings; moving is
// limited per day by the server, whose refusal is shown as it comes.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_MAX_DAYS, maxDistanceOption, type Me, type Place, type ProfileSettings } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Disclosure } from '../../../components/ui/disclosure';
import { DistancePreferenceField } from '../../../components/ui/distance-preference-field';
import { PlacePicker } from '../../../components/ui/place-picker';
import { SelectField } from '../../../components/ui/select-field';
import { toast } from '../../../lib/toast';
import { useUpdateSettings } from '../../../lib/update-settings';

const DAY_CHOICES = Array.from({ length: TRAVEL_MAX_DAYS }, (_, i) => i + 1);

export function PlaceSettings({ profile }: { profile: Me }) {
  const { t, i18n } = useTranslation('dashboard');
  const settings = useUpdateSettings('dashboard:place.saveError');
  const [location, setLocation] = useState(profile.location);
  const [placeId, setPlaceId] = useState<number | null>(profile.settings.place?.id ?? null);
  const [maxDistance, setMaxDistance] = useState(maxDistanceOption(profile.settings.max_distance_km));
  const [tripText, setTripText] = useState('');
  const [tripPlace, setTripPlace] = useState<Place | null>(null);
  const [tripDays, setTripDays] = useState(7);
  const [tripError, setTripError] = useState<string | null>(null);
  const travel = profile.settings.travel;

  const save = (body: ProfileSettings, saved: string, after?: () => void) =>
    settings.mutate(body, {
      onSuccess: () => {
        toast.success(saved);
        after?.();
      },
    });

  const submitPlace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (settings.isPending) return;
    const text = location.trim();
    save(
      {
        max_distance_km: maxDistance,
        ...(text && (text !== profile.location || placeId !== (profile.settings.place?.id ?? null))
          ? { location: text, place_id: placeId }
          : {}),
      },
      t('place.saved'),
    );
  };

  const startTrip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (settings.isPending) return;
    if (!tripPlace) {
      setTripError(t('place.travel.pickError'));
      return;
    }
    save({ travel: { place_id: tripPlace.id, days: tripDays } }, t('place.travel.started'), () => {
      setTripText('');
      setTripPlace(null);
    });
  };

  const until = travel
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(travel.until))
    : '';

  return (
    <section aria-labelledby="place-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <h2 id="place-title" className="text-lg font-bold text-ink-900">
        {t('place.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('place.description')}</p>
      <form noValidate onSubmit={submitPlace} className="mt-4 space-y-4">
        <PlacePicker
          label={t('place.location')}
          name="location"
          text={location}
          placeId={placeId}
          onChange={(text, place) => {
            setLocation(text);
            setPlaceId(place?.id ?? null);
          }}
        />
        <DistancePreferenceField label={t('place.maxDistance')} value={maxDistance} onChange={setMaxDistance} />
        {maxDistance !== null && placeId === null ? (
          <p className="text-sm text-ink-700" role="note">
            {t('place.unknownWithLimit')}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" loading={settings.isPending} loadingLabel={t('place.saving')}>
          {t('place.save')}
        </Button>
      </form>

      <div className="mt-6 border-t border-ink-200 pt-5">
        <h3 className="font-semibold text-ink-900">{t('place.travel.title')}</h3>
        {travel ? (
          <div className="mt-2 space-y-3">
            <p className="text-sm text-ink-700">
              {t('place.travel.active', { place: travel.place.name, date: until })}
            </p>
            <Button
              type="button"
              variant="secondary"
              loading={settings.isPending}
              loadingLabel={t('place.saving')}
              onClick={() => save({ travel: null }, t('place.travel.ended'))}
            >
              {t('place.travel.end')}
            </Button>
          </div>
        ) : (
          <>
            <p className="mt-2 text-sm text-ink-600">{t('place.travel.description', { days: TRAVEL_MAX_DAYS })}</p>
            {/* A trip is occasional: its form stays folded until asked for, so the section fits a phone. */}
            <Disclosure label={t('place.travel.plan')} className="mt-3">
              <form noValidate onSubmit={startTrip} className="space-y-4">
                <PlacePicker
                  label={t('place.travel.where')}
                  name="travel_place"
                  text={tripText}
                  placeId={tripPlace?.id ?? null}
                  error={tripError}
                  onChange={(text, place) => {
                    setTripText(text);
                    setTripPlace(place);
                    setTripError(null);
                  }}
                />
                <SelectField
                  label={t('place.travel.days')}
                  name="travel_days"
                  options={DAY_CHOICES.map((d) => ({
                    value: String(d),
                    label: t('place.travel.dayCount', { count: d }),
                  }))}
                  value={String(tripDays)}
                  onChange={(event) => setTripDays(Number(event.target.value))}
                />
                <Button type="submit" variant="secondary" loading={settings.isPending} loadingLabel={t('place.saving')}>
                  {t('place.travel.start')}
                </Button>
              </form>
            </Disclosure>
          </>
        )}
      </div>
    </section>
  );
}
