import { useState } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { useSession } from '../../shared/session/session.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Tabs } from './tabs.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import './records.css';

type Tab = 'incomplete' | 'finished';

/** Records: the borrower's loans in two tabs, each order with its status label (spec section 4). */
export function RecordsScreen() {
  const t = useT();
  const { token } = useSession();
  const [tab, setTab] = useState<Tab>('incomplete');
  return (
    <Page title={t('route.records')}>
      <Tabs
        label={t('records.tabs')}
        items={[
          { id: 'incomplete', label: t('records.incomplete') },
          { id: 'finished', label: t('records.finished') },
        ]}
        selected={tab}
        onSelect={(id) => setTab(id === 'finished' ? 'finished' : 'incomplete')}
      >
        {token ? (
          <OrdersPanel tab={tab} />
        ) : (
          <div className="empty">
            <p>{t('records.loginPrompt')}</p>
            <Link to="/user/login?redirect=%2Frecords" className="btn btn--primary">
              {t('records.login')}
            </Link>
          </div>
        )}
      </Tabs>
    </Page>
  );
}
