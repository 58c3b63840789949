import { hasPermission, type StaffProduct } from '@lendline/domain';
import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { dateTimeText, moneyText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { useStaffSession } from '../../shared/session/session.ts';
import type { ScreenProps } from '../../screens.ts';
import { LimitForm } from './limit-form.tsx';
import { useProducts } from './products-api.ts';
import { VersionForm } from './version-form.tsx';

const liveTermsOf = (product: StaffProduct) => product.versions.find((v) => v.version === product.liveVersion)?.terms;

/** Products and their versions (issue 22, ADR 082): a new version asked from the live one, a new product made from one, and a borrower's limit set by hand. */
export function ProductsScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const { data: staff } = useStaffSession();
  const roles = staff?.roles ?? [];
  const products = useProducts();
  const [editing, setEditing] = useState<{ productId: string; makes: 'version' | 'product' } | null>(null);
  const [status, setStatus] = useState('');
  const editedProduct = products.data?.find((p) => p.productId === editing?.productId);
  const editedTerms = editedProduct ? liveTermsOf(editedProduct) : undefined;
  const currency = products.data?.map(liveTermsOf).find((terms) => terms)?.currency;

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('products.intro')}</p>
      <p className="status-line" role="status">
        {status}
      </p>
      {products.isPending ? <p>{t('app.loading')}</p> : null}
      {products.isError ? <p role="alert">{formFailureOf(products.error, [], t).general}</p> : null}
      {products.data ? (
        <div className="table-scroll">
          <table>
            <caption>{t('products.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('products.name')}</th>
                <th scope="col">{t('products.amounts')}</th>
                <th scope="col">{t('products.tenures')}</th>
                <th scope="col">{t('products.versions')}</th>
                <th scope="col">{t('products.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {products.data.map((product) => {
                const live = liveTermsOf(product);
                return (
                  <tr key={product.productId}>
                    <td>{`${product.name} (${product.productId})`}</td>
                    <td className="number">{live ? `${moneyText(live.minAmount, live.currency, lang)} – ${moneyText(live.maxAmount, live.currency, lang)}` : ''}</td>
                    <td>{live ? live.tenures.map((days) => t('products.days', { days })).join(', ') : ''}</td>
                    <td>
                      <ul className="plain-list">
                        {product.versions.map((v) => (
                          <li key={v.version}>
                            {t(v.state === 'live' ? 'products.versionLive' : 'products.versionRetired', { version: v.version, date: v.liveAt ? dateTimeText(v.liveAt, lang) : '' })}
                            {` ${t('products.madeBy', { maker: v.madeBy, approver: v.approvedBy ?? '—' })}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {hasPermission(roles, 'products.request') && live ? (
                        <div className="actions">
                          <button type="button" className="secondary" aria-label={t('products.editFor', { product: product.name })} onClick={() => {
                            setStatus('');
                            setEditing({ productId: product.productId, makes: 'version' });
                          }}>
                            {t('products.edit')}
                          </button>
                          <button type="button" className="secondary" aria-label={t('products.newFor', { product: product.name })} onClick={() => {
                            setStatus('');
                            setEditing({ productId: product.productId, makes: 'product' });
                          }}>
                            {t('products.new')}
                          </button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing && editedProduct && editedTerms ? (
        <VersionForm key={`${editing.makes}:${editedProduct.productId}`} live={editedTerms} liveVersion={editedProduct.liveVersion} makes={editing.makes}
          onCancel={() => setEditing(null)} onRequested={() => {
            setEditing(null);
            setStatus(t(editing.makes === 'version' ? 'products.requested' : 'products.newRequested'));
          }} />
      ) : null}
      {hasPermission(roles, 'limits.request') && currency ? <LimitForm currency={currency} onRequested={() => setStatus(t('limit.requested'))} /> : null}
    </>
  );
}
