import { useNavigation } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';

/** A thin bar while the next page's chunk loads, so a slow phone network does not look like a dead click. */
export function RouteProgress() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('route.loading')} />;
}
