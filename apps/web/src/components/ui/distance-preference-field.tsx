// "How far would you go": the distance limit discover applies both ways (issue 15), as a native select
// of the contract's options plus "no limit".
import { useTranslation } from 'react-i18next';
import { MAX_DISTANCE_OPTIONS_KM, maxDistanceOption, type DistanceBandKm } from '@affinia/contract';
import { SelectField } from './select-field';

const NO_LIMIT = 'none';

type DistancePreferenceFieldProps = {
  label: string;
  value: DistanceBandKm | null;
  onChange: (km: DistanceBandKm | null) => void;
};

export function DistancePreferenceField({ label, value, onChange }: DistancePreferenceFieldProps) {
  const { t } = useTranslation('common');
  const options = [
    ...MAX_DISTANCE_OPTIONS_KM.map((km) => ({ value: String(km), label: t('distance.option', { km }) })),
    { value: NO_LIMIT, label: t('distance.noLimit') },
  ];
  return (
    <SelectField
      label={label}
      name="max_distance_km"
      options={options}
      value={value === null ? NO_LIMIT : String(value)}
      onChange={(event) =>
        onChange(maxDistanceOption(event.target.value === NO_LIMIT ? null : Number(event.target.value)))
      }
    />
  );
}
