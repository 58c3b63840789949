import type { ScreenProps } from '../../screens.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';

/** A work area listed before its screens exist: says so, in the person's language. */
export function ComingSoonScreen({ screen }: ScreenProps) {
  const { t } = useI18n();
  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('area.comingSoon')}</p>
    </>
  );
}
