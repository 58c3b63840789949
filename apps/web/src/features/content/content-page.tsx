import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { ContentView } from '../../shared/content/content-view.tsx';
import type { ContentRead } from '../../shared/content/use-content.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './content.css';

/** A help or legal text: loading, the text, or what went wrong with a retry. */
export function ContentPage({ title, back, read, figures, before }: { title: string; back: string; read: ContentRead; figures?: Record<string, string>; before?: ReactNode }) {
  const t = useT();
  let body: ReactNode;
  if (read.sections) body = <ContentView sections={read.sections} figures={figures} />;
  else if (read.failed)
    body = (
      <div className="read-problem">
        <p role="alert">{t('content.loadFailed')}</p>
        <Button variant="secondary" className="btn--block" onClick={read.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else body = <Skeleton />;
  return (
    <Page title={title} back={back}>
      {before}
      {body}
    </Page>
  );
}
