import { useT } from '../../shared/i18n/i18n-store.ts';
import { useContent } from '../../shared/content/use-content.ts';
import { ContentPage } from './content-page.tsx';

/** About us, from content/<market>/<lang>/about.md. */
export function AboutScreen() {
  const t = useT();
  return <ContentPage title={t('route.aboutUs')} back="/me" read={useContent('about')} />;
}
