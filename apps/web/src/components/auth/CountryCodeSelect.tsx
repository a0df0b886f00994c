import { Select } from 'antd';
import { useTranslation } from '../i18n/index.js';
import { useCountryCodes } from './api.js';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
}

/** Country-code picker (default 86 comes from the form); names come from the server in the page language. */
export function CountryCodeSelect({ value, onChange }: Props) {
  const { t } = useTranslation('auth');
  const { data = [], isLoading } = useCountryCodes();
  const options = data.map((c) => ({
    value: c.countryCode,
    label: `+${c.countryCode}`,
    name: c.name,
    region: c.region,
  }));
  // Until the list arrives, still show the chosen code rather than an empty box.
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: `+${value}`, name: '', region: '' });
  return (
    <Select
      className="auth-country-code"
      aria-label={t('countryCode')}
      value={value}
      onChange={onChange}
      loading={isLoading}
      options={options}
      popupMatchSelectWidth={false}
      showSearch={{
        filterOption: (input, option) => {
          const q = input.trim().toLowerCase().replace(/^\+/, '');
          return Boolean(
            option &&
            (option.value.startsWith(q) ||
              option.name.toLowerCase().includes(q) ||
              option.region.toLowerCase().includes(q)),
          );
        },
      }}
      optionRender={(option) => (
        <span className="auth-country-option">
          <span>{option.data.name}</span>
          <span className="auth-country-option-code">+{option.data.value}</span>
        </span>
      )}
    />
  );
}
