import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';

/** Where a signed-in person lands: the navigation beside it lists what they may open. */
export function HomeScreen() {
  const { t } = useI18n();
  const { data: staff } = useStaffSession();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.welcome', { name: staff?.name ?? '' })}</p>
      <p>{t('home.intro')}</p>
    </>
  );
}
